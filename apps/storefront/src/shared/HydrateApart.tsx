import { memo, Suspense, use, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import * as styles from './HydrateApart.css';
import { ServedPageContext } from './servedPage';

/** How far below the screen a part waiting to be seen starts hydrating: it is ready when the shopper gets there. */
const NEAR_SCREEN = '25% 0px';

export interface HydrateApartProps {
  children: ReactNode;
  /**
   * Hydrate only once the part comes near the screen (or a finger, a pointer or focus lands in it) rather than
   * right after the page. A part below the first screen (the grid's further cards, the footer) or hidden at this
   * width (the listing's filter panel on a phone) costs a slow phone nothing while it loads. Its code is in the
   * page's script already, so React hydrates it at once when it is pressed: nothing pressed is lost.
   */
  whenSeen?: boolean;
}

/**
 * A part of a server-rendered page that React hydrates on its own, after the parts around it. It is a
 * Suspense boundary: the server renders its content in place, and React hydrates that content later in a
 * render and commit of its own, or at once when the visitor presses or types into it (React replays the
 * event). One long hydration task on a slow phone becomes several shorter ones, and the page answers
 * input in between (decision 023). In a page the browser renders itself it changes nothing.
 *
 * Nothing inside may suspend: there is no fallback, the part would vanish while it waited. A part that
 * reads the store hydrates from the state the server rendered with (ShopApp), however late it comes.
 * A part waiting to be seen that its parent renders again with new props hydrates then: give it the same
 * children (an element made once, a memoised component around it) where the parent renders again during the load.
 */
export const HydrateApart = memo(function HydrateApart({ children, whenSeen = false }: HydrateApartProps) {
  const isServedPage = useContext(ServedPageContext);
  // Only a part the server rendered into this document waits: one rendered in the browser is shown at once.
  const [gate] = useState(() => (whenSeen && isServedPage && typeof window !== 'undefined' ? new Gate() : undefined));
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => gate?.watch(wrapper.current), [gate]);
  gate?.rendered();
  if (!whenSeen) return <Suspense>{children}</Suspense>;
  // display: contents: the wrapper adds no box to the layout; what is watched is the part's own elements.
  return (
    <div ref={wrapper} className={styles.contents}>
      <Suspense>
        <Opened gate={gate}>{children}</Opened>
      </Suspense>
    </div>
  );
});

/**
 * The part's content; while React hydrates it and its gate is closed, it suspends, and React leaves the server's
 * HTML as it is. One mounted afresh (a card added after the first screenful) shows at once.
 */
function Opened({ gate, children }: { gate: Gate | undefined; children: ReactNode }) {
  const isHydrating = useSyncExternalStore(subscribeToNothing, notHydrating, hydrating);
  if (gate && isHydrating && gate.shouldWait()) use(gate.opened);
  return children;
}

// React reads the server's snapshot while it hydrates, the browser's otherwise.
const subscribeToNothing = () => () => undefined;
const notHydrating = () => false;
const hydrating = () => true;

/** Whether a part waiting to be seen may hydrate yet, and what opens it. */
class Gate {
  isOpen = false;
  readonly opened: Promise<void>;
  private resolve: () => void = () => undefined;
  private element: Element | null = null;
  private hasMounted = false;
  private hasWaited = false;

  constructor() {
    this.opened = new Promise((resolve) => (this.resolve = resolve));
  }

  /**
   * Rendered again after it mounted: the parent hands the part new props (it is memoised, so nothing else renders
   * it again), which React can give a part only once it has hydrated. So it opens first.
   */
  rendered() {
    if (this.hasMounted) this.open();
  }

  /**
   * Whether the part's hydration waits for the gate: its first try does, while the gate is shut. React tries to
   * hydrate a waiting part again only to hand it an update (a context it reads changing), which it can do only
   * once the part has hydrated; were it to wait, an ordinary update would render it afresh and a transition would
   * wait for it, never committing. So a second try opens the gate. (A move to another page or view opens every
   * gate first: openWaitingParts.)
   */
  shouldWait(): boolean {
    if (this.isOpen) return false;
    // A part first rendered after the page moved on is rendered by that move (a part around it hydrating to take
    // it): were it to wait, the move would wait with it, and nothing would open it, as it was not waiting yet when
    // the move opened the others.
    if (!this.hasWaited && !pageHasMoved) return (this.hasWaited = true);
    this.open();
    return false;
  }

  open = () => {
    if (this.isOpen) return;
    this.isOpen = true;
    this.resolve();
    this.stopWatching();
  };

  /** Opens when an element of the part comes near the screen or input lands in it; answers how to stop watching. */
  watch(element: Element | null): () => void {
    this.hasMounted = true;
    if (this.isOpen) return () => undefined;
    if (!element || typeof IntersectionObserver === 'undefined') {
      this.open();
      return () => undefined;
    }
    this.element = element;
    waiting.add(this);
    const { observer } = (watchers ??= startWatching());
    for (const child of element.children) {
      gateOf.set(child, this);
      observer.observe(child);
    }
    return () => this.stopWatching();
  }

  holds(target: EventTarget | null): boolean {
    return target instanceof Node && this.element !== null && this.element.contains(target);
  }

  private stopWatching() {
    waiting.delete(this);
    if (!this.element || !watchers) return;
    for (const child of this.element.children) watchers.observer.unobserve(child);
  }
}

/** Lets every part still waiting hydrate, and any yet to try: the page is about to change around them all. */
export function openWaitingParts() {
  pageHasMoved = true;
  for (const gate of waiting) gate.open();
}

/** Whether the served page has moved on to another page or view: from then on, no part waits. */
let pageHasMoved = false;

/** The parts still waiting, and the part each watched element belongs to. */
const waiting = new Set<Gate>();
const gateOf = new WeakMap<Element, Gate>();
let watchers: { observer: IntersectionObserver } | undefined;

/**
 * One observer for every waiting part, and one listener per kind of input. A press or focus reaching a waiting
 * part opens it first: the window hears these before React's listener at the page's root, which then hydrates
 * the part at once and hands it the event. Tabbing to a part below the screen reaches it before the screen
 * scrolls to it.
 */
function startWatching() {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) gateOf.get(entry.target)?.open();
    },
    { rootMargin: NEAR_SCREEN },
  );
  const openTarget = (event: Event) => {
    for (const gate of waiting) if (gate.holds(event.target)) gate.open();
  };
  for (const type of ['pointerdown', 'focusin', 'click'] as const) window.addEventListener(type, openTarget, { capture: true });
  return { observer };
}
