// @vitest-environment happy-dom
import { act, createContext, startTransition, useContext, useState, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { HydrateApart, openWaitingParts } from './HydrateApart';
import { ServedPageContext } from './servedPage';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The elements watched, and a way to bring them on screen as the browser's observer would. */
let watched: Element[] = [];
let reportSeen: (targets: Element[]) => void = () => undefined;
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    reportSeen = (targets) =>
      this.callback(
        targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
        this as unknown as IntersectionObserver,
      );
  }
  observe(element: Element) {
    watched.push(element);
  }
  unobserve(element: Element) {
    watched = watched.filter((each) => each !== element);
  }
  disconnect() {
    watched = [];
  }
}

let renders = 0;
let root: Root | undefined;

beforeEach(() => {
  renders = 0;
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Something the page provides and the part reads: a filter, the router's place. */
const Unit = createContext('presses');

/** A part with something to press, counting how often its code runs. */
function Counter({ label }: { label: string }) {
  renders++;
  const unit = useContext(Unit);
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count} {unit}
    </button>
  );
}

/** One element per label, as a memoised parent keeps it: a new unit changes only the context the part reads. */
const counters = new Map<string, ReactElement>();
const counter = (label: string) => counters.get(label) ?? counters.set(label, <Counter label={label} />).get(label)!;
const page = (label: string, unit = 'presses') => (
  <ServedPageContext.Provider value={true}>
    <Unit.Provider value={unit}>
      <p>above</p>
      <HydrateApart whenSeen>{counter(label)}</HydrateApart>
    </Unit.Provider>
  </ServedPageContext.Provider>
);

/** The server's page in the document, hydrated; answers the hydration's errors. */
async function served(label = 'Presses'): Promise<{ container: HTMLElement; errors: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = onServer(() => renderToString(page(label)));
  document.body.append(container);
  renders = 0;
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page(label), { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}

/** What `render` gives where there is no window, as on the server. */
function onServer(render: () => string): string {
  vi.stubGlobal('window', undefined);
  try {
    return render();
  } finally {
    vi.unstubAllGlobals();
  }
}

const button = (container: HTMLElement) => container.querySelector('button')!;

it('leaves a part below the screen as the server rendered it, running none of its code, until it comes near', async () => {
  const { container, errors } = await served();
  expect(renders).toBe(0);
  expect(button(container).textContent).toBe('Presses 0 presses');
  expect(watched).toEqual([button(container)]);

  await act(async () => reportSeen([button(container)]));
  expect(renders).toBeGreaterThan(0);
  await act(async () => button(container).click());
  expect(button(container).textContent).toBe('Presses 1 presses');
  expect(errors).toEqual([]);
});

it('hydrates a part at once when it is pressed before it was seen, and the press reaches it', async () => {
  const { container, errors } = await served();
  await act(async () => {
    button(container).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button(container).click();
  });
  expect(button(container).textContent).toBe('Presses 1 presses');
  expect(errors).toEqual([]);
});

it('hydrates a part the page gives new props before it was seen, in an update or a transition', async () => {
  const { container, errors } = await served('Presses');
  const before = button(container);
  await act(async () => root!.render(page('Taps')));
  expect(button(container).textContent).toBe('Taps 0 presses');
  expect(button(container)).toBe(before);
  // A navigation or a filter is a transition: it must not wait for the part to be seen.
  await act(async () => startTransition(() => root!.render(page('Pushes'))));
  expect(button(container).textContent).toBe('Pushes 0 presses');
  expect(button(container)).toBe(before);
  await act(async () => button(container).click());
  expect(button(container).textContent).toBe('Pushes 1 presses');
  expect(errors).toEqual([]);
});

it('shows a part the browser renders at once', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(page('Presses'));
  });
  expect(button(container).textContent).toBe('Presses 0 presses');
});

it('hydrates a waiting part when a context it reads changes in a transition, rather than holding the transition', async () => {
  const { container, errors } = await served('Presses');
  const before = button(container);
  await act(async () => startTransition(() => root!.render(page('Presses', 'taps'))));
  expect(button(container).textContent).toBe('Presses 0 taps');
  expect(button(container)).toBe(before);
  expect(errors).toEqual([]);
});

// A move marks the served page as moved for good (no part waits after it): the tests that make one come last.
it('hydrates every waiting part when the shopper moves to another page or view', async () => {
  const { container, errors } = await served();
  await act(async () => openWaitingParts());
  expect(renders).toBeGreaterThan(0);
  await act(async () => button(container).click());
  expect(button(container).textContent).toBe('Presses 1 presses');
  expect(errors).toEqual([]);
});

it('hydrates a waiting part first rendered by the move itself, inside a part that had yet to hydrate', async () => {
  // The listing's grid hydrates apart, and its cards below the screen wait to be seen inside it. A filter pressed
  // before the grid hydrated reaches the cards in the filter's own transition, after the move opened the parts
  // already waiting: waiting then would hold the transition, and the filter's tick, for good.
  const grid = (unit: string) => (
    <ServedPageContext.Provider value={true}>
      <Unit.Provider value={unit}>
        <HydrateApart>
          <p>grid</p>
          <HydrateApart whenSeen>{counter('Presses')}</HydrateApart>
        </HydrateApart>
      </Unit.Provider>
    </ServedPageContext.Provider>
  );
  const container = document.createElement('div');
  container.innerHTML = onServer(() => renderToString(grid('presses')));
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, grid('presses'), { onRecoverableError: (error) => errors.push(error) });
    openWaitingParts();
    startTransition(() => root!.render(grid('taps')));
  });
  expect(button(container).textContent).toBe('Presses 0 taps');
  expect(errors).toEqual([]);
});
