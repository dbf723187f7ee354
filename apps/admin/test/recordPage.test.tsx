// @vitest-environment happy-dom
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ReturnPage } from '../src/pages/ReturnPage/ReturnPage';
import { allByRole, byRole, press, renderWithShop, signedInAs, waitFor, type Answer } from './support/fakeShop';

/** A return's page (one of the pages framed by RecordPage) at `path`, its record answered by `answer`. */
function returnPageAt(path: string, answer: () => Answer) {
  const router = createMemoryRouter([{ path: '/orders/returns/:returnId', Component: ReturnPage }], { initialEntries: [path] });
  return renderWithShop(<RouterProvider router={router} />, { 'GET /api/admin/me/': signedInAs('staff'), 'GET /api/admin/returns/5/': answer });
}

const backLink = (container: HTMLElement) => container.querySelector('a[href="/orders/returns"]')?.textContent;

describe('a record’s page until it shows the record', () => {
  it('says the record is not found, with the link back and no retry, when the shop has none by that id', async () => {
    const { container } = await returnPageAt('/orders/returns/5', () => ({ status: 404, body: { detail: 'Not found' } }));
    await waitFor(() => byRole(container, 'heading', 'Return not found'));
    expect(backLink(container)).toBe('Back to returns');
    expect(allByRole(container, 'button', 'Try again')).toHaveLength(0);
    expect(document.title).toMatch(/^Return not found \| /);
  });

  it('says the same without asking the shop when the address cannot name a record', async () => {
    const { container, sent } = await returnPageAt('/orders/returns/abc', () => ({ body: {} }));
    byRole(container, 'heading', 'Return not found');
    expect(backLink(container)).toBe('Back to returns');
    expect(sent.filter((request) => request.path.startsWith('/api/admin/returns/'))).toEqual([]);
  });

  it('says it is loading, then offers a retry when the load fails, and asks again', async () => {
    const { container, sent } = await returnPageAt('/orders/returns/5', () => ({ status: 500, body: { detail: 'Down' }, delayMs: 100 }));
    byRole(container, 'heading', 'Loading the return…');
    expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe('Loading the return…');
    expect(backLink(container)).toBe('Back to returns');

    const retry = await waitFor(() => byRole(container, 'button', 'Try again'));
    byRole(container, 'heading', 'Return not found');
    expect(byRole(container, 'alert').textContent).toContain('The return could not be loaded.');
    await press(retry);
    await waitFor(() => expect(sent.filter((request) => request.path === '/api/admin/returns/5/')).toHaveLength(2));
  });
});
