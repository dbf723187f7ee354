// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { belowTheFold, onFirstUse } from './deferredPart';
import { leaveServedPage, PAGE_STATE_ELEMENT_ID, ServedPageContext } from './servedPage';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Control = () => <p>the control</p>;

// One test: the served page, once left, stays left for the module (as for the document).
it("fetches a control's code on a served page only when it is wanted, and on a page moved to as the page's module is evaluated, once", async () => {
  const servedState = document.createElement('script');
  servedState.id = PAGE_STATE_ELEMENT_ID;
  document.body.append(servedState);

  const onServedPage = vi.fn(async () => Control);
  onFirstUse(onServedPage);
  expect(onServedPage).not.toHaveBeenCalled();

  leaveServedPage();
  const onPageMovedTo = vi.fn(async () => Control);
  const belowOnPageMovedTo = vi.fn(async () => Control);
  const MovedToControl = onFirstUse(onPageMovedTo);
  belowTheFold(belowOnPageMovedTo);
  expect(onPageMovedTo).toHaveBeenCalledTimes(1);
  // A part below the fold is fetched once the page renders it, as before.
  expect(belowOnPageMovedTo).not.toHaveBeenCalled();

  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <ServedPageContext.Provider value={false}>
        <MovedToControl />
      </ServedPageContext.Provider>,
    ),
  );
  expect(container.textContent).toBe('the control');
  // Rendering used the fetch the module's evaluation began.
  expect(onPageMovedTo).toHaveBeenCalledTimes(1);
  act(() => root.unmount());
  container.remove();
  servedState.remove();
});
