import { createContext } from 'react';

/**
 * True when this document's page was rendered on the server (entry-server.tsx, and main.tsx when it
 * hydrates that HTML); false when the browser renders the page itself (personal pages, development).
 */
export const ServedDocumentContext = createContext(false);
