/**
 * A page of the back-office rendered in happy-dom with the app's own store and the real generated admin client,
 * talking to a fake `/api/admin` (a stubbed `fetch`): each test says how the server answers and reads what the
 * page sent. Queries by role and accessible name, as staff and screen readers find things.
 */
import { configureAdminApi } from '@shop/api-client/admin';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { createStore } from '../../src/app/store';
import { notify } from '../../src/features/toasts';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SHOP = 'http://shop.test';

export interface Answer {
  status?: number;
  body: unknown;
  /** Answers this much later, as a real server over a phone's connection would. */
  delayMs?: number;
}

/** What the page sent: method, path and JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Route = Answer | ((request: SentRequest) => Answer);

/** `'GET /api/admin/me/'` → its answer (or a function of the request, for answers that change). */
export type FakeRoutes = Record<string, Route>;

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let root: Root | undefined;
let host: HTMLElement | undefined;

/** After each test (test/support/setup.ts): the page unmounted, its toasts gone, `fetch` the real one again. */
export function closePage(): void {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  host = undefined;
  notify.clear();
  vi.unstubAllGlobals();
}

/** The signed-in staff member's session, as `getAdminMe` answers it. */
export function signedInAs(role: 'owner' | 'staff'): Answer {
  return {
    body: {
      staff: { id: 7, name: role === 'owner' ? 'Meera Iyer' : 'Ravi Packer', email: `${role}@birdshield.test`, role },
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    },
  };
}

/** Renders `page` with a fresh store against the fake server; answers the requests the page sends, as they come. */
export async function renderWithShop(page: ReactNode, routes: FakeRoutes): Promise<{ container: HTMLElement; sent: SentRequest[] }> {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    const text = await input.text();
    const request: SentRequest = { method: input.method, path: url.pathname, body: text ? (JSON.parse(text) as unknown) : undefined };
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`];
    if (!route) return json({ detail: `No fake answer for ${request.method} ${request.path}` }, 501);
    const { status = 200, body, delayMs = 0 } = typeof route === 'function' ? route(request) : route;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return json(body, status);
  });
  configureAdminApi({ baseUrl: SHOP, getToken: () => 'staff-session', onUnauthorized: () => undefined });
  const store = createStore();
  host = document.createElement('div');
  document.body.append(host);
  const container = host;
  await act(async () => {
    root = createRoot(container);
    root.render(<Provider store={store}>{page}</Provider>);
  });
  return { container, sent };
}

/** Waits (up to 2 s) until `check` stops throwing, letting React and the fake server work in between. */
export async function waitFor<T>(check: () => T): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() - started > 2_000) throw error;
      await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}

/** The words a screen reader would read for an element: its label, else its text. */
function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  }
  const label = element.getAttribute('aria-label') ?? (element.closest('label') ?? element).textContent ?? '';
  return label.replace(/\s+/g, ' ').trim();
}

const selectors = { button: 'button', switch: 'input[role="switch"]', region: 'section', heading: 'h1, h2, h3, h4', alert: '[role="alert"]', status: '[role="status"]' } as const;

/** Every element of `role` in `within` whose accessible name matches `name`. */
export function allByRole(within: ParentNode, role: keyof typeof selectors, name?: string | RegExp): HTMLElement[] {
  return [...within.querySelectorAll<HTMLElement>(selectors[role])].filter((element) => {
    if (name === undefined) return true;
    const own = nameOf(element);
    return typeof name === 'string' ? own === name : name.test(own);
  });
}

/** The one element of `role` named `name`; throws when there is none or more than one. */
export function byRole(within: ParentNode, role: keyof typeof selectors, name?: string | RegExp): HTMLElement {
  const found = allByRole(within, role, name);
  if (found.length !== 1) throw new Error(`Expected one ${role} named ${String(name)}, found ${found.length}`);
  return found[0]!;
}

/** Lets `ms` pass, with React working through what happens meanwhile. */
export async function pause(ms: number): Promise<void> {
  await act(async () => new Promise((resolve) => setTimeout(resolve, ms)));
}

/** Presses a button (or flips a switch) as a click does. */
export async function press(element: HTMLElement): Promise<void> {
  await act(async () => element.click());
}

/** The toasts shown, in words. */
export function toasts(): string[] {
  return notify.queue.visibleToasts.map((toast) => toast.content.message);
}
