// @vitest-environment happy-dom
import type { AdminCategoryPage, AdminProduct, AdminProductPage, AdminSale } from '@shop/api-client/admin';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SaleEditorPage } from '../src/pages/SaleEditorPage/SaleEditorPage';
import { SalesPage } from '../src/pages/SalesPage/SalesPage';
import { allByRole, byRole, press, renderWithShop, signedInAs, toasts, waitFor, type Answer, type FakeRoutes, type SentRequest } from './support/fakeShop';
import { errorUnder, field, fill } from './support/formFields';

const SALES = '/api/admin/sales/';

const monsoon: AdminSale = {
  id: 3,
  name: 'Monsoon sale',
  percent_off: 20,
  amount_off_paise: null,
  starts_at: '2026-11-01T03:30:00.000Z',
  ends_at: '2026-11-30T18:29:00.000Z',
  product_ids: [12],
  category_ids: [2],
  state: 'live',
  version: 4,
};
const diwali: AdminSale = { ...monsoon, id: 5, name: 'Diwali sale', percent_off: null, amount_off_paise: 20000, product_ids: [12, 30], category_ids: [], state: 'upcoming', version: 1 };

const net = { id: 12, title: 'Bird Net 10 x 10 ft', price_paise: 129900, category_name: 'Bird Nets' } as AdminProduct;
const spikes = { id: 30, title: 'SS Bird Spikes, pack of 10', price_paise: 49900, category_name: 'Bird Spikes' } as AdminProduct;
const categories: AdminCategoryPage = {
  items: [
    { id: 4, name: 'Bird Spikes', position: 1, hidden: false, product_count: 8, version: 1 },
    { id: 2, name: 'Bird Nets', position: 2, hidden: false, product_count: 5, version: 1 },
  ],
  total: 2,
  page: 1,
  page_size: 100,
};
const products: AdminProductPage = { items: [net, spikes], total: 2, page: 1, page_size: 12 };

function shop(role: 'owner' | 'staff', sales: () => AdminSale[], saving: Partial<Record<'POST' | 'PUT', (request: SentRequest) => Answer>> = {}): FakeRoutes {
  return {
    'GET /api/admin/me/': signedInAs(role),
    [`GET ${SALES}`]: () => ({ body: sales() }),
    'GET /api/admin/categories/': { body: categories },
    'GET /api/admin/products/': { body: products },
    'GET /api/admin/products/30/': { body: spikes },
    ...(saving.POST && { [`POST ${SALES}`]: saving.POST }),
    ...(saving.PUT && { [`PUT ${SALES}3/`]: saving.PUT }),
  };
}

/** The back-office's sales pages at `path`, with a stand-in for the list the editor returns to. */
function salesAt(path: string, { withList = false } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/sales', Component: withList ? SalesPage : () => <p>The list of sales</p> },
      { path: '/sales/new', Component: SaleEditorPage },
      { path: '/sales/:saleId', Component: SaleEditorPage },
    ],
    { initialEntries: [path] },
  );
  return { page: <RouterProvider router={router} />, router };
}

const bodiesOf = (sent: SentRequest[], method: string) => sent.filter((request) => request.method === method && request.path.startsWith(SALES)).map((request) => request.body);

describe('the sales list', () => {
  it('shows each sale’s discount, what it covers, its times in India’s time and its state; staff only read it', async () => {
    const { page } = salesAt('/sales', { withList: true });
    const { container } = await renderWithShop(page, shop('staff', () => [monsoon, diwali]));

    await waitFor(() => expect(container.textContent).toContain('Diwali sale'));
    await waitFor(() => expect(container.textContent).toContain('1 product, Bird Nets'));
    const text = container.textContent ?? '';
    expect(text).toContain('20% off');
    expect(text).toContain('₹200 off');
    expect(text).toContain('2 products');
    expect(text).toContain('1 Nov 2026, 9:00 AM');
    expect(text).toContain('30 Nov 2026, 11:59 PM');
    expect(text).toContain('Live');
    expect(text).toContain('Upcoming');
    expect(text).toContain('Only the owner schedules, changes and ends sales.');
    expect(container.querySelector('a[href="/sales/new"]')).toBeNull();
    expect(allByRole(container, 'button', /^(End|Delete) /)).toHaveLength(0);
  });

  it('offers the owner Edit, End now for a live sale and Delete for another', async () => {
    const { page } = salesAt('/sales', { withList: true });
    const { container } = await renderWithShop(page, shop('owner', () => [monsoon, diwali]));

    await waitFor(() => expect(allByRole(container, 'button', /^(End|Delete) /).map((button) => button.getAttribute('aria-label'))).toEqual(['End Monsoon sale now', 'Delete Diwali sale']));
    expect(container.querySelector('a[href="/sales/new"]')?.textContent).toBe('Schedule a sale');
  });
});

describe('the sale editor', () => {
  it('saves a change with the version read, then goes back to the list', async () => {
    const { page, router } = salesAt('/sales/3');
    const { container, sent } = await renderWithShop(
      page,
      shop('owner', () => [monsoon], { PUT: (request) => ({ body: { ...monsoon, ...(request.body as object), version: 5 } }) }),
    );
    const name = await waitFor(() => field(container, /^Name/));
    expect(name.value).toBe('Monsoon sale');
    expect(field(container, /^Percentage off \(/).value).toBe('20');
    expect(field(container, /^Ends/).value).toBe('2026-11-30T23:59');

    await fill(name, 'Monsoon sale, extended');
    await fill(field(container, /^Ends/), '2026-12-07T23:59');
    await press(byRole(container, 'button', 'Save the sale'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sales'));
    expect(bodiesOf(sent, 'PUT')).toEqual([
      {
        name: 'Monsoon sale, extended',
        percent_off: 20,
        amount_off_paise: null,
        starts_at: '2026-11-01T03:30:00.000Z',
        ends_at: '2026-12-07T18:29:00.000Z',
        product_ids: [12],
        category_ids: [2],
        version: 4,
      },
    ]);
    expect(toasts()).toEqual(['Monsoon sale, extended saved.']);
  });

  it('sends an amount off in paise when the owner switches to it', async () => {
    const { page } = salesAt('/sales/3');
    const { container, sent } = await renderWithShop(page, shop('owner', () => [monsoon], { PUT: () => ({ body: monsoon }) }));
    await waitFor(() => field(container, /^Name/));

    const amountOff = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((radio) => radio.value === 'amount')!;
    await act(async () => amountOff.click());
    await fill(field(container, /^Amount off \(/), '199.50');
    await press(byRole(container, 'button', 'Save the sale'));

    await waitFor(() => expect(bodiesOf(sent, 'PUT')).toHaveLength(1));
    expect(bodiesOf(sent, 'PUT')[0]).toMatchObject({ percent_off: null, amount_off_paise: 19950 });
  });

  it('shows each of the server’s messages under its field', async () => {
    const refusal = {
      status: 400,
      body: {
        detail: 'Check the sale.',
        errors: {
          ends_at: ['This end has already passed.'],
          product_ids: ['Some of these products no longer exist. Reload and choose again.'],
        },
      },
    };
    const { page } = salesAt('/sales/3');
    const { container } = await renderWithShop(page, shop('owner', () => [monsoon], { PUT: () => refusal }));
    await waitFor(() => field(container, /^Name/));
    await press(byRole(container, 'button', 'Save the sale'));

    await waitFor(() => expect(container.textContent).toContain('The sale was not saved'));
    const ends = field(container, /^Ends/);
    expect(errorUnder(ends)).toBe('This end has already passed.');
    expect(ends.getAttribute('aria-invalid')).toBe('true');
    const productGroup = [...container.querySelectorAll('[role="group"]')].find((group) => group.querySelector('input[name="product_ids"]'))!;
    expect(errorUnder(productGroup)).toBe('Some of these products no longer exist. Reload and choose again.');
    expect(errorUnder(field(container, /^Name/))).toBe('');
  });

  it('says someone else changed the sale (409) and loads their version on request', async () => {
    let stored = monsoon;
    const conflict = 'Someone else changed this sale since you opened it. Reload to see their changes, then make yours again.';
    const { page } = salesAt('/sales/3');
    const { container, sent } = await renderWithShop(
      page,
      shop('owner', () => [stored], { PUT: () => ({ status: 409, body: { detail: conflict, errors: { version: [conflict] } } }) }),
    );
    await waitFor(() => field(container, /^Name/));
    stored = { ...monsoon, name: 'Monsoon mega sale', version: 5 };

    await fill(field(container, /^Name/), 'Monsoon sale 2');
    await press(byRole(container, 'button', 'Save the sale'));
    await waitFor(() => expect(container.textContent).toContain('Someone else changed this sale meanwhile'));
    expect(container.textContent).toContain(conflict);
    expect(field(container, /^Name/).value).toBe('Monsoon sale 2');

    await press(byRole(container, 'button', 'Load their version'));
    await waitFor(() => expect(field(container, /^Name/).value).toBe('Monsoon mega sale'));
    expect(container.textContent).not.toContain('Someone else changed this sale meanwhile');
    expect(bodiesOf(sent, 'PUT')).toMatchObject([{ version: 4 }]);
  });

  it('points out what a new sale lacks and sends nothing', async () => {
    const { page } = salesAt('/sales/new');
    const { container, sent } = await renderWithShop(page, shop('owner', () => []));
    await waitFor(() => field(container, /^Name/));

    await press(byRole(container, 'button', 'Schedule the sale'));

    await waitFor(() => expect(container.textContent).toContain('Check the fields marked below.'));
    expect(errorUnder(field(container, /^Name/))).toBe('Enter a name.');
    expect(errorUnder(field(container, /^Percentage off \(/))).toBe('Enter a whole number from 1 to 90.');
    expect(errorUnder(field(container, /^Ends/))).toBe('Enter a date and a time.');
    expect(bodiesOf(sent, 'POST')).toEqual([]);
  });

  it('tells staff that only the owner schedules sales, with no form', async () => {
    const { page } = salesAt('/sales/new');
    const { container } = await renderWithShop(page, shop('staff', () => []));
    await waitFor(() => expect(container.textContent).toContain('Only the owner schedules, changes and ends sales.'));
    expect(container.querySelector('form')).toBeNull();
  });
});
