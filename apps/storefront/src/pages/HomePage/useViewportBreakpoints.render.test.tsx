// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ServedPageContext } from '../../shared/servedPage';
import { clientBreakpoints } from './carouselBreakpoints';
import { useViewportBreakpoints } from './useViewportBreakpoints';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A 1280 px window, as its media queries answer. */
beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const minWidth = Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Number.NaN);
    return { matches: 1280 >= minWidth, media: query } as MediaQueryList;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const renders: number[] = [];

function SlidesPerView() {
  const perView = useViewportBreakpoints(clientBreakpoints)[0]!.slidesPerView;
  renders.push(perView);
  return <p>{perView}</p>;
}

const page = (isServedPage: boolean) => (
  <ServedPageContext.Provider value={isServedPage}>
    <SlidesPerView />
  </ServedPageContext.Provider>
);

it('hydrates the served page with the server’s phone layout, then follows the window', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(true));
  document.body.append(container);
  expect(container.textContent).toBe('1');

  renders.length = 0;
  const onRecoverableError = vi.fn();
  await act(async () => {
    hydrateRoot(container, page(true), { onRecoverableError });
  });

  // The HTML matched (no error, no render thrown away), and the 1280 px step took over after.
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(renders).toEqual([1, 5]);
  expect(container.textContent).toBe('5');
});

it('renders a page reached in the app with the window’s layout from the start, with no phone layout first', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  renders.length = 0;
  await act(async () => {
    createRoot(container).render(page(false));
  });
  expect(renders).toEqual([5]);
  expect(container.textContent).toBe('5');
});
