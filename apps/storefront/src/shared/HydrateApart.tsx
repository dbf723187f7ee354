import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own, after the parts around it. It is a
 * Suspense boundary: the server renders its content in place, and React hydrates that content later in a
 * render and commit of its own, or at once when the visitor presses or types into it (React replays the
 * event). One long hydration task on a slow phone becomes several shorter ones, and the page answers
 * input in between (decision 023). In a page the browser renders itself it changes nothing.
 *
 * Nothing inside may suspend: there is no fallback, the part would vanish while it waited. A part that
 * reads the store hydrates from the state the server rendered with (ShopApp), however late it comes.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
