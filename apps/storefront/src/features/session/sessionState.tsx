import { createContext, startTransition, useContext, useEffect, useReducer, useState, useSyncExternalStore, type ReactNode } from 'react';
import { subscribeToSession } from './sessionEvents';
import { readStoredUser, readToken } from './sessionStorage';

/** The stored session as the page shows it. */
interface StoredSession {
  token: string | null;
  /** The name in the stored profile record. */
  name: string | undefined;
  /** False on a served page until the browser's storage has been read after hydration: it was rendered for a visitor. */
  isKnown: boolean;
}

const UNKNOWN: StoredSession = { token: null, name: undefined, isKnown: false };

function readSession(): StoredSession {
  return { token: readToken(), name: readStoredUser()?.name, isKnown: true };
}

/** The session the page shows, and the parts to draw again when it changes. */
class ShownSession {
  private readonly redraws = new Set<() => void>();

  constructor(public current: StoredSession) {}

  /** Reads storage again; the parts reading the session are drawn again when it changed, as the caller's update. */
  refresh() {
    const stored = readSession();
    const { current } = this;
    if (current.isKnown && stored.token === current.token && stored.name === current.name) return;
    this.current = stored;
    for (const redraw of this.redraws) redraw();
  }

  watch(redraw: () => void): () => void {
    this.redraws.add(redraw);
    return () => this.redraws.delete(redraw);
  }
}

const SessionContext = createContext<ShownSession | null>(null);

/**
 * Keeps the stored session for the parts that read it, current with storage changes in this tab and others. A page the
 * server rendered is hydrated as a visitor's, as it was served; the stored session joins once hydrated, in a transition:
 * a signed-in customer's page (the checkout, the header's account) is then drawn again in slices a tap can interrupt.
 * (An external store alone, `useSyncExternalStore`, draws every reader again at once, in one task nothing can
 * interrupt; a context's value changing in a transition would wait for every part of the page still waiting to
 * hydrate, shared/HydrateApart and deferredPart.)
 */
export function SessionProvider({ isServedDocument, children }: { isServedDocument: boolean; children: ReactNode }) {
  const [session] = useState(() => new ShownSession(isServedDocument ? UNKNOWN : readSession()));
  useEffect(() => {
    startTransition(() => session.refresh());
    return subscribeToSession(() => session.refresh());
  }, [session]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

const subscribeToNothing = () => () => undefined;
const serverSession = () => UNKNOWN;

/** The stored session: a visitor's on a served page until it has been read (`isKnown`). */
export function useStoredSession(): StoredSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('A part reading the session is rendered outside SessionProvider');
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => session.watch(redraw), [session]);
  // Read as an external store only for its snapshot while hydrating: a part hydrating after the session joined (one
  // waiting to be seen) hydrates as the server rendered it, then is drawn again with the session, on its own.
  return useSyncExternalStore(subscribeToNothing, () => session.current, serverSession);
}

/** The stored token; null for a visitor, and on a served page until it has been read (`useStoredSession`). */
export function useStoredToken(): string | null {
  return useStoredSession().token;
}
