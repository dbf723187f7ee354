// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { useReloadKey, type Refetchable } from './useReloadKey';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/** Renders the hook, keeping the key it gave last and its reload. */
function renderReloadKey(query: Refetchable) {
  const rendered: { key: number; reload: () => void } = { key: -1, reload: () => {} };
  function Probe() {
    [rendered.key, rendered.reload] = useReloadKey(query);
    return null;
  }
  act(() => {
    root = createRoot(document.createElement('div'));
    root.render(<Probe />);
  });
  return rendered;
}

it('starts the form again only from an answer to a request made after the reload was asked', async () => {
  // The first refetch is shared with the page's own fetch, started before the ask (a second ago).
  const requests: number[] = [];
  const query: Refetchable = {
    refetch: () => {
      const startedTimeStamp = requests.length === 0 ? Date.now() - 1000 : Date.now();
      requests.push(startedTimeStamp);
      return Promise.resolve({ startedTimeStamp });
    },
  };
  const rendered = renderReloadKey(query);
  expect(rendered.key).toBe(0);
  await act(async () => rendered.reload());
  expect(requests).toHaveLength(2);
  expect(rendered.key).toBe(1);
});

it('asks once when the answer is to a request made after the ask', async () => {
  let requests = 0;
  const rendered = renderReloadKey({ refetch: () => Promise.resolve({ startedTimeStamp: Date.now() + requests++ }) });
  await act(async () => rendered.reload());
  expect(requests).toBe(1);
  expect(rendered.key).toBe(1);
});
