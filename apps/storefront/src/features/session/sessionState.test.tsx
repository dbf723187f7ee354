// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { notifySessionChanged } from './sessionEvents';
import { SessionProvider, useStoredSession } from './sessionState';
import { clearStoredSession, storeToken, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './sessionStorage';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Reader() {
  const { token, name, isKnown } = useStoredSession();
  return <p>{isKnown ? `${token ?? 'visitor'} ${name ?? 'nameless'}` : 'not read yet'}</p>;
}

let root: Root | undefined;
let container: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  localStorage.clear();
});

/** A page the browser draws itself, not one the server rendered. */
function renderInBrowser() {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <SessionProvider isServedDocument={false}>
        <Reader />
      </SessionProvider>,
    ),
  );
}

function signIn() {
  storeToken('token-1');
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ name: 'Asha' }));
}

it('hydrates a served page as a visitor’s, then shows the stored session', async () => {
  signIn();
  const served = renderToString(
    <SessionProvider isServedDocument>
      <Reader />
    </SessionProvider>,
  );
  expect(served).toContain('not read yet');
  container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = served;
  const hydrationErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <SessionProvider isServedDocument>
        <Reader />
      </SessionProvider>,
      { onRecoverableError: (error) => hydrationErrors.push(error) },
    );
  });
  expect(hydrationErrors).toEqual([]);
  expect(container.textContent).toBe('token-1 Asha');
});

it('reads the session at once on a page the browser draws itself, and follows a sign-out in this tab', async () => {
  signIn();
  renderInBrowser();
  expect(container.textContent).toBe('token-1 Asha');
  await act(async () => {
    clearStoredSession();
    notifySessionChanged();
  });
  expect(container.textContent).toBe('visitor nameless');
});

it('follows a sign-in in another tab', async () => {
  renderInBrowser();
  expect(container.textContent).toBe('visitor nameless');
  await act(async () => {
    storeToken('token-2');
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
  });
  expect(container.textContent).toBe('token-2 nameless');
});
