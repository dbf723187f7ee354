// Where the Pact files live: consumer tests write them here, provider verifications read them.
import { fileURLToPath } from 'node:url';

/** The absolute path of this package's pacts/ folder. */
export const PACTS_DIR = fileURLToPath(new URL('../pacts', import.meta.url));
