import { lazy, memo, Suspense, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import * as styles from './deferredPart.css';
import { shopPath } from './shopPath';
import { isServedPageShowing, ServedPageContext } from './servedPage';

/** How far below the screen a part starts loading: it is ready by the time the shopper scrolls to it. */
const NEAR_SCREEN = '50% 0px';

/**
 * A part of a page below the first screen (home's categories, the FAQ), or one some widths hide (the listing's desktop
 * filter panel), whose code is fetched only when the shopper comes near it, points at it or tabs into it. A visitor
 * who never scrolls down (or a screen that hides it) never pays for it, and the page's own hydration is shorter.
 * See deferredPart for how, and for what it must not be used for.
 */
export function belowTheFold<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  return deferredPart(load, { nearScreen: true });
}

/**
 * A control on the first screen whose code only a shopper using it needs (the header's search, a product's tabs): fetched
 * when a pointer comes over it (a finger's touch too), focus comes into it or the keyboard's Tab key is first
 * pressed, which is before a press can land. Until then the server's HTML stands as it is, with its names and
 * roles. `tabStop` selects an element its code makes the tab stop and the server's HTML leaves without one (a
 * selected tab): it is a tab stop from the start. See deferredPart.
 */
export function onFirstUse<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { tabStop }: { tabStop?: string } = {},
): ComponentType<Props> {
  return deferredPart(load, { nearScreen: false, tabStop });
}

/**
 * On the page the server rendered, the part's HTML is there from the start: React leaves it as it is (a Suspense
 * boundary that has not hydrated) until the part is wanted, then fetches its code and hydrates it. On the server,
 * and on a page the browser renders itself, the code is fetched at once; there the page waits for it (a control's
 * from when the page's module is evaluated: see `early`).
 *
 * A press on the part before its code has arrived (React drops it: nothing there answers yet) is pressed
 * again once the part has hydrated (see keepPress for links), and so is one begun before and ended after; what
 * was typed into a field is typed again, and an Enter pressed in it then submits its form.
 *
 * Until it has hydrated, the part keeps the props it was rendered with: new ones would make React throw its
 * HTML away and render it afresh (with nothing to show until its code came). Functions among them call the
 * latest ones, and once hydrated the part renders with the latest props. A parent rendering again with new
 * props means the page is changing around the part: its code is fetched then, so it can follow. Use it for
 * parts that look the same before and after hydration: one that changes its layout in the browser (a
 * carousel following the window) would show the server's layout until then, and one that fetches its data
 * in the browser (a product's reviews) would show nothing until then.
 */
function deferredPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { nearScreen, tabStop }: { nearScreen: boolean; tabStop?: string | undefined },
): ComponentType<Props> {
  const onServer = typeof window === 'undefined';
  // A page the browser draws itself (one moved to, or one the server leaves to it) waits for every control on its
  // first screen: their code is asked for as the page's own module is evaluated, beside the rest of the page's, not
  // once it has rendered, which on a slow network was a second wave of requests after the page's first.
  let early = !onServer && !nearScreen && !isServedPageShowing() ? load() : undefined;
  // A failed fetch is met when the part renders (below, where it is tried again), not as an unhandled rejection now.
  early?.catch(() => undefined);
  let wanted = onServer || early !== undefined;
  let wake: () => void = () => undefined;
  const want = () => {
    wanted = true;
    wake();
  };
  const untilWanted = () => (wanted ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve)));
  let hydrated = false;
  // Until what came early has been done again: React's fields hold the server's values until then.
  let caughtUp = false;
  // By where they are in the part: a collection of react-aria's (tabs, a select) renders its items
  // afresh once hydrated, and the element pressed before then is gone; its successor stands in its place.
  const pressedEarly: Place[] = [];
  const typedEarly: Place[] = [];
  const submittedEarly: Place[] = [];
  let anchorElement: HTMLElement | null = null;
  let serverTabStop: { element: Element; tabIndex: string | null } | undefined;
  const Part = lazy(async () => {
    let loaded: ComponentType<Props> | undefined;
    while (!loaded) {
      await untilWanted();
      try {
        loaded = await (early ?? load());
      } catch (error) {
        if (onServer) throw error;
        // Offline, say: the server's HTML stays as it is, and the next pointer, focus or press tries again.
        wanted = false;
      } finally {
        early = undefined;
      }
    }
    const Loaded = loaded;
    // The server's HTML again, for React to hydrate as it was rendered; the code makes its own tab stop.
    if (serverTabStop) {
      const { element, tabIndex } = serverTabStop;
      if (tabIndex === null) element.removeAttribute('tabindex');
      else element.setAttribute('tabindex', tabIndex);
      serverTabStop = undefined;
    }
    /**
     * Typing first, then presses, each in a task of its own: not inside React's effects, where a press could not
     * render at once what it opens (a search field revealed and focused), and a press reads what the typing set.
     */
    async function replayEarlyInput(typed: ReadonlyArray<readonly [Place, string]>, focused: Place | undefined) {
      await nextTask();
      // Focus on an element rendered afresh falls to the page: it goes to the one in its place.
      if (focused && !focused.element.isConnected && (document.activeElement ?? document.body) === document.body) find(focused)?.focus();
      const retyped = typed.flatMap(([place, text]) => {
        const field = find(place);
        return (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && typeAgain(field, text) ? [field] : [];
      });
      if (retyped.length > 0) await nextTask();
      // Left already: the field hears that too (a number field takes its typed number when left); focus stays put.
      const left = retyped.filter((field) => document.activeElement !== field);
      for (const field of left) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      if (left.length > 0) await nextTask();
      // One task each: a second + on a stepper counts from what the first made.
      for (const place of pressedEarly.splice(0)) {
        find(place)?.click();
        await nextTask();
      }
      // Enter in a field submits its form, now that the form's code holds what was typed; one pressed while this
      // ran is in the list too.
      for (let place = submittedEarly.shift(); place; place = submittedEarly.shift()) {
        const field = find(place);
        if (field instanceof HTMLInputElement) field.form?.requestSubmit();
        await nextTask();
      }
    }
    function Hydrated({ props, onHydrated }: FrameProps<Props>) {
      useEffect(() => {
        hydrated = true;
        // What was typed is read now: the render that follows gives a field React's value again.
        const typed = typedEarly.splice(0).map((place) => [place, (find(place) as HTMLInputElement | null)?.value ?? ''] as const);
        const active = document.activeElement;
        const focused = anchorElement && active instanceof HTMLElement && anchorElement.contains(active) ? placeOf(anchorElement, active) : undefined;
        onHydrated();
        // Caught up however the replay ends: an Enter held after that would never be let go.
        void replayEarlyInput(typed, focused).finally(() => (caughtUp = true));
      }, [onHydrated]);
      return <Loaded {...props} />;
    }
    return { default: Hydrated };
  });

  /**
   * Shown only when the boundary has no server HTML to stand in for the part: React gave up hydrating it (a
   * context above it changed before its code came) or the part mounted afresh on the served page (the page
   * rendered again when a session ended). Nothing shows the part then, so its code is wanted at once.
   */
  function AskForCode() {
    useEffect(() => want(), []);
    return null;
  }

  // Memoised: a boundary still waiting to hydrate must not be handed new props (see above).
  const Frame = memo(function Frame(frame: FrameProps<Props>) {
    const isServedPage = useContext(ServedPageContext);
    // Kept from the first render: a part still waiting in its boundary when the shopper moves on stays in it,
    // and one already hydrated is not rendered afresh (a revealed search field closing).
    const [inBoundary] = useState(isServedPage);
    const anchor = useRef<HTMLDivElement>(null);
    const navigate = useNavigate();
    const { key: locationKey } = useLocation();
    const [firstLocationKey] = useState(locationKey);
    useEffect(() => {
      /** As React Router's link will once hydrated; its href holds the language's folder (/hi), which the router's paths leave out. */
      const followInShop = (link: HTMLAnchorElement) => {
        const { pathname, search, hash } = new URL(link.href);
        void navigate(shopPath(pathname) + search + hash, { replace: link.href === window.location.href });
      };
      const element = anchor.current;
      anchorElement = element;
      if (!isServedPage || !element || (nearScreen && typeof IntersectionObserver === 'undefined')) {
        want();
        return undefined;
      }
      const observer = nearScreen
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
            rootMargin: NEAR_SCREEN,
          })
        : undefined;
      observer?.observe(element);
      // An element the part's code makes its tab stop (react-aria's selected tab: the server renders every
      // tab with tabindex -1) is the tab stop until then, so the keyboard can reach the part.
      const stop = tabStop && !hydrated ? element.querySelector(tabStop) : null;
      if (stop && !serverTabStop) {
        serverTabStop = { element: stop, tabIndex: stop.getAttribute('tabindex') };
        stop.setAttribute('tabindex', '0');
      }
      // A press on an icon lands on its SVG, which has no click() to press it again with: its button does. One on a
      // checkbox's or radio's label is pressed again on its input: react-aria's label takes a script's click as no press.
      const pressable = (target: EventTarget | null) => {
        const pressed = target instanceof Element && element.contains(target) ? target.closest<HTMLElement>(':not(svg, svg *)') : null;
        const input = pressed?.closest('label')?.control;
        return input instanceof HTMLInputElement && /^(checkbox|radio)$/.test(input.type) && element.contains(input) ? input : pressed;
      };
      // A press whose finger or button went down before the code came and is lifted, or whose click comes, after:
      // react-aria hears only its end, which is no press to it (and the browser may send no click at all when the
      // element pressed was rendered afresh meanwhile). It is pressed again whole, as a press held until then is.
      // A finger's tap sends its click in a task after the lifting, so the code can come between the two.
      let pressBegunEarly = false;
      let pressedAgain = false;
      const notePressStart = (event: PointerEvent) => {
        pressBegunEarly = !hydrated && pressable(event.target) !== null;
      };
      const pressAgain = (target: HTMLElement) => {
        const place = placeOf(element, target);
        pressedAgain = true;
        void nextTask().then(() => {
          pressedAgain = false;
          find(place)?.click();
        });
      };
      const notePressEnd = (event: PointerEvent) => {
        // Still early: the click that follows is kept for the code, or pressed again if the code has come by then.
        if (!pressBegunEarly || !hydrated) return;
        pressBegunEarly = false;
        const target = pressable(event.target);
        // The click this pointer's lifting makes next is not React's to hear.
        if (target) pressAgain(target);
      };
      // Before React (listening at the page's root) drops it: the window hears a press first.
      // A link navigates inside the shop, as it will once hydrated: one below the fold at once, by the router, and one
      // on the first screen (whose code is on its way) once its code has come. A click that opens a tab or a window
      // is the browser's.
      const keepPress = (event: MouseEvent) => {
        const begunEarly = pressBegunEarly;
        pressBegunEarly = false;
        if (pressedAgain) {
          event.preventDefault();
          event.stopPropagation();
          return;
        }
        const target = pressable(event.target);
        if (hydrated && begunEarly && target) {
          event.preventDefault();
          event.stopPropagation();
          pressAgain(target);
          return;
        }
        if (hydrated || !target) return;
        const link = target.closest('a[href]');
        if (link && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
        // One below the fold is followed at once, not when its code comes, which a shopper scrolling fast would wait for.
        if (link && nearScreen) {
          if (isRouterLink(link)) {
            event.preventDefault();
            followInShop(link);
          }
          return;
        }
        event.preventDefault();
        pressedEarly.push(placeOf(element, link instanceof HTMLElement ? link : target));
        want();
      };
      // Typing into a field before then changes the field alone: it is typed again once React listens.
      const keepTyping = (event: Event) => {
        const field = event.target;
        if (hydrated || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !element.contains(field)) return;
        const place = placeOf(element, field);
        if (!typedEarly.some((typed) => typed.element === field)) typedEarly.push(place);
        want();
      };
      // Enter in a field before then submits nothing the shop hears: the server's submit button is disabled while
      // its field is empty (a coupon's Apply), and, between hydration and typing again, React's value is still the
      // server's. Its form is submitted once all that was typed is in.
      const keepEnter = (event: KeyboardEvent) => {
        const field = event.target;
        if (caughtUp || event.key !== 'Enter' || event.isComposing || !(field instanceof HTMLInputElement) || !field.form) return;
        if (!element.contains(field)) return;
        event.preventDefault();
        event.stopPropagation();
        if (!submittedEarly.some((submitted) => submitted.element === field)) submittedEarly.push(placeOf(element, field));
        want();
      };
      // A pointer (a touch starts with one) or keyboard focus arriving: a jump link, a search hit, a tab. Heard
      // on the way down too: React stops these events at the page's root while the part waits for its code.
      const wantIfInside = (event: Event) => event.target instanceof Node && element.contains(event.target) && want();
      // The first Tab key anywhere fetches the code, usually several stops before focus gets there.
      const wantOnTabKey = (event: KeyboardEvent) => event.key === 'Tab' && want();
      window.addEventListener('pointerover', wantIfInside, { capture: true });
      window.addEventListener('focusin', wantIfInside, { capture: true });
      window.addEventListener('pointerdown', notePressStart, { capture: true });
      window.addEventListener('pointerup', notePressEnd, { capture: true });
      window.addEventListener('click', keepPress, { capture: true });
      window.addEventListener('input', keepTyping, { capture: true });
      window.addEventListener('keydown', keepEnter, { capture: true });
      if (!nearScreen) window.addEventListener('keydown', wantOnTabKey, { capture: true });
      return () => {
        observer?.disconnect();
        window.removeEventListener('pointerover', wantIfInside, { capture: true });
        window.removeEventListener('focusin', wantIfInside, { capture: true });
        window.removeEventListener('pointerdown', notePressStart, { capture: true });
        window.removeEventListener('pointerup', notePressEnd, { capture: true });
        window.removeEventListener('click', keepPress, { capture: true });
        window.removeEventListener('input', keepTyping, { capture: true });
        window.removeEventListener('keydown', keepEnter, { capture: true });
        window.removeEventListener('keydown', wantOnTabKey, { capture: true });
      };
    }, [isServedPage, navigate]);
    // On a page the browser renders itself, nothing waits in a boundary of its own: the navigation's
    // transition keeps the page before on screen until the code is there, rather than showing the page
    // without the part and then moving what is under it. A move that keeps the part (a filter, or any move
    // for a part of the shell) changes the router's contexts around it, which React can hand it only once it
    // has hydrated: the move waits for its code, so it is asked for now.
    if (!isServedPage || locationKey !== firstLocationKey) want();
    // The same element while the props are: a move renders the frame again (it reads the location), not the part.
    const part = useMemo(() => <Part {...frame} />, [frame]);
    return (
      <div ref={anchor} className={nearScreen ? undefined : styles.noBox}>
        {inBoundary ? <Suspense fallback={<AskForCode />}>{part}</Suspense> : part}
      </div>
    );
  });

  function DeferredPart(props: Props) {
    const latest = useRef(props);
    useLayoutEffect(() => {
      latest.current = props;
    });
    const [first] = useState(() => ({ props: withLatestFunctions(props, latest), firstProps: props }));
    const [isLive, setLive] = useState(hydrated);
    const [onHydrated] = useState(() => () => setLive(true));
    // Resolving a promise, idempotent: safe while rendering, and a render that waits on the part
    // (a transition reaching its boundary) never commits to run an effect.
    if (!isLive && props !== first.firstProps) want();
    return <Frame props={isLive ? props : first.props} onHydrated={onHydrated} />;
  }
  return DeferredPart;
}

interface FrameProps<Props> {
  props: Props;
  onHydrated: () => void;
}

/** The props with each function replaced by one that calls the latest props' function of that name. */
function withLatestFunctions<Props extends object>(props: Props, latest: { current: Props }): Props {
  const entries = Object.entries(props).map(([key, value]) => [
    key,
    typeof value === 'function'
      ? (...args: unknown[]) => (latest.current[key as keyof Props] as (...args: unknown[]) => unknown)(...args)
      : value,
  ]);
  return Object.fromEntries(entries) as Props;
}

/**
 * What was typed into a field before React listened, typed again so that React sees it: React's record of the
 * field's value is set to the server's, then the field gets the typed text without telling that record, and an
 * input event. False when there was nothing to type.
 */
function typeAgain(field: HTMLInputElement | HTMLTextAreaElement, typed: string): boolean {
  if (typed === field.defaultValue) return false;
  field.value = field.defaultValue;
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}

/**
 * A link React Router renders, to a page of the shop (it marks those `data-discover`), that opens in this window:
 * the router can follow it before the part around it has hydrated. Any other the browser follows itself.
 */
function isRouterLink(link: Element): link is HTMLAnchorElement {
  return link instanceof HTMLAnchorElement && link.dataset.discover === 'true' && (link.target === '' || link.target === '_self') && !link.hasAttribute('download');
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** An element inside a part, and the way to it from the part's anchor (the index of each element on the way). */
interface Place {
  element: HTMLElement;
  anchor: HTMLElement;
  path: number[];
}

function placeOf(anchor: HTMLElement, element: HTMLElement): Place {
  const path: number[] = [];
  for (let node: Element = element; node !== anchor && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return { element, anchor, path };
}

/** The element itself while it is on the page, else the one now in its place. */
function find({ element, anchor, path }: Place): HTMLElement | null {
  if (element.isConnected) return element;
  let node: Element | undefined = anchor;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}
