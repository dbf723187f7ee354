import type { ReactNode } from 'react';

/** Puts the trigger at the right end, where the account icon sits in the header, with room below for the menu. */
export function HeaderEndExample({ children }: { children: ReactNode }) {
  return <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: 320 }}>{children}</div>;
}
