// @vitest-environment happy-dom
import { act, Suspense, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { belowTheFold, onFirstUse } from './deferredPart';
import * as styles from './deferredPart.css';
import { leaveServedPage, PAGE_STATE_ELEMENT_ID, ServedPageContext } from './servedPage';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Control = () => <p>the control</p>;

/** The document says it came with a page the server rendered, as its state's element does; remove it after. */
function serveThePage(): HTMLElement {
  const servedState = document.createElement('script');
  servedState.id = PAGE_STATE_ELEMENT_ID;
  document.body.append(servedState);
  return servedState;
}

interface CodeFormProps {
  onApply: (code: string) => void;
}

/** A coupon's form as the design system makes it: Apply is off while the field is empty, and Enter applies. */
function CodeForm({ onApply }: CodeFormProps) {
  const [code, setCode] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (code !== '') onApply(code);
      }}
    >
      <input aria-label="Code" value={code} onChange={(event) => setCode(event.target.value)} />
      <button type="submit" disabled={code === ''}>
        Apply
      </button>
    </form>
  );
}

// These come before the last test, which leaves the served page for good.
it('an Enter pressed in a field before its code came submits the form with what was typed, once it has', async () => {
  const servedState = serveThePage();
  let deliver: (form: ComponentType<CodeFormProps>) => void = () => undefined;
  const load = vi.fn(() => new Promise<ComponentType<CodeFormProps>>((resolve) => (deliver = resolve)));
  const Part = onFirstUse(load);
  const applied: string[] = [];
  const page = (
    <MemoryRouter>
      <ServedPageContext.Provider value>
        <Part onApply={(code) => applied.push(code)} />
      </ServedPageContext.Provider>
    </MemoryRouter>
  );

  // The server's HTML of the part, as the frame wraps it.
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <div className={styles.noBox}>
      <Suspense fallback={null}>
        <CodeForm onApply={() => undefined} />
      </Suspense>
    </div>,
  );
  document.body.append(container);
  const root = await act(async () => hydrateRoot(container, page));
  expect(load).not.toHaveBeenCalled();

  const field = container.querySelector('input') as HTMLInputElement;
  field.value = 'NOSUCHCODE';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  expect(applied).toEqual([]);

  await act(async () => deliver(CodeForm));
  await vi.waitFor(() => expect(applied).toEqual(['NOSUCHCODE']));
  expect(field.value).toBe('NOSUCHCODE');
  act(() => root.unmount());
  container.remove();
  servedState.remove();
});

const BlogsLink = () => <Link to="/blogs">Blogs</Link>;

function Address() {
  return <output>{useLocation().pathname}</output>;
}

it('a link below the fold pressed before its code came is followed by the router at once', async () => {
  const servedState = serveThePage();
  // The move changes the router's contexts around the part, which wants its code (see deferredPart).
  const load = vi.fn(async () => BlogsLink);
  const Part = belowTheFold(load);
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <MemoryRouter>
      <Address />
      <div>
        <Suspense fallback={null}>
          <BlogsLink />
        </Suspense>
      </div>
    </MemoryRouter>,
  );
  document.body.append(container);
  const root = await act(async () =>
    hydrateRoot(
      container,
      <MemoryRouter>
        <Address />
        <ServedPageContext.Provider value>
          <Part />
        </ServedPageContext.Provider>
      </MemoryRouter>,
    ),
  );
  expect(load).not.toHaveBeenCalled();
  const link = container.querySelector('a') as HTMLAnchorElement;
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  await act(async () => link.dispatchEvent(click));
  expect(click.defaultPrevented).toBe(true);
  await vi.waitFor(() => expect(container.querySelector('output')?.textContent).toBe('/blogs'));
  act(() => root.unmount());
  container.remove();
  servedState.remove();
});

// The served page, once left, stays left for the module (as for the document).
it("fetches a control's code on a served page only when it is wanted, and on a page moved to as the page's module is evaluated, once", async () => {
  const servedState = serveThePage();

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
      <MemoryRouter>
        <ServedPageContext.Provider value={false}>
          <MovedToControl />
        </ServedPageContext.Provider>
      </MemoryRouter>,
    ),
  );
  expect(container.textContent).toBe('the control');
  // Rendering used the fetch the module's evaluation began.
  expect(onPageMovedTo).toHaveBeenCalledTimes(1);
  act(() => root.unmount());
  container.remove();
  servedState.remove();
});
