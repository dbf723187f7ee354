// @vitest-environment happy-dom
import type { AdminCategoryPage, AdminCoupon } from '@shop/api-client/admin';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CouponEditorPage } from '../src/pages/CouponEditorPage/CouponEditorPage';
import { CouponsPage } from '../src/pages/CouponsPage/CouponsPage';
import { allByRole, byRole, press, renderWithShop, signedInAs, toasts, waitFor, type Answer, type FakeRoutes, type SentRequest } from './support/fakeShop';
import { errorUnder, field, fill } from './support/formFields';

const COUPONS = '/api/admin/coupons/';

const diwali: AdminCoupon = {
  id: 8,
  code: 'DIWALI10',
  percent_off: 10,
  amount_off_paise: null,
  min_order_paise: 99900,
  starts_at: '2026-11-01T03:30:00.000Z',
  ends_at: '2026-11-30T18:29:00.000Z',
  total_limit: 100,
  per_customer_limit: 1,
  category_ids: [2],
  state: 'live',
  used: 12,
  description: '10% off Bird Nets on orders of ₹999 or more',
  version: 4,
};
const flat: AdminCoupon = {
  ...diwali,
  id: 9,
  code: 'FLAT200',
  percent_off: null,
  amount_off_paise: 20000,
  min_order_paise: 149900,
  total_limit: null,
  per_customer_limit: null,
  category_ids: [],
  state: 'upcoming',
  used: 3,
  description: '₹200 off on orders of ₹1,499 or more',
};
const monsoon: AdminCoupon = { ...diwali, id: 10, code: 'MONSOON', state: 'ended', used: 40, description: '10% off' };
const welcome: AdminCoupon = { ...diwali, id: 11, code: 'WELCOME', total_limit: 50, used: 50, state: 'used_up', description: '5% off' };

const categories: AdminCategoryPage = {
  items: [
    { id: 4, name: 'Bird Spikes', position: 1, hidden: false, product_count: 8, version: 1 },
    { id: 2, name: 'Bird Nets', position: 2, hidden: false, product_count: 5, version: 1 },
  ],
  total: 2,
  page: 1,
  page_size: 100,
};

type Saving = Partial<Record<'POST' | 'PUT' | 'DELETE', (request: SentRequest) => Answer>>;

function shop(role: 'owner' | 'staff', coupons: () => AdminCoupon[], saving: Saving = {}): FakeRoutes {
  return {
    'GET /api/admin/me/': signedInAs(role),
    [`GET ${COUPONS}`]: () => ({ body: coupons() }),
    'GET /api/admin/categories/': { body: categories },
    ...(saving.POST && { [`POST ${COUPONS}`]: saving.POST }),
    ...(saving.PUT && { [`PUT ${COUPONS}8/`]: saving.PUT }),
    ...(saving.DELETE && { [`DELETE ${COUPONS}8/`]: saving.DELETE }),
  };
}

/** The back-office's coupon pages at `path`, with a stand-in for the list the editor returns to. */
function couponsAt(path: string, { withList = false } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/coupons', Component: withList ? CouponsPage : () => <p>The list of coupons</p> },
      { path: '/coupons/new', Component: CouponEditorPage },
      { path: '/coupons/:couponId', Component: CouponEditorPage },
    ],
    { initialEntries: [path] },
  );
  return { page: <RouterProvider router={router} />, router };
}

/** Types into a number field and leaves it: it takes the number then, as when Save is pressed in a browser. */
async function fillNumber(input: HTMLInputElement, value: string) {
  await act(async () => input.focus());
  await fill(input, value);
  await act(async () => input.blur());
}

const bodiesOf = (sent: SentRequest[], method: string) => sent.filter((request) => request.method === method && request.path.startsWith(COUPONS)).map((request) => request.body);

describe('the coupons list', () => {
  it('shows each coupon’s code, what it gives, its window in India’s time, its uses and its state; staff only read it', async () => {
    const { page } = couponsAt('/coupons', { withList: true });
    const { container } = await renderWithShop(page, shop('staff', () => [diwali, flat, monsoon, welcome]));

    await waitFor(() => expect(container.textContent).toContain('FLAT200'));
    const rows = [...container.querySelectorAll('[role="row"]')].map((row) => row.textContent ?? '');
    const row = (code: string) => rows.find((text) => text.includes(code)) ?? '';
    expect(row('DIWALI10')).toContain('10% off Bird Nets on orders of ₹999 or more');
    expect(row('DIWALI10')).toContain('1 Nov 2026, 9:00 AM to 30 Nov 2026, 11:59 PM');
    expect(row('DIWALI10')).toContain('12 of 100 used');
    expect(row('DIWALI10')).toContain('Once');
    expect(row('DIWALI10')).toContain('Live');
    expect(row('FLAT200')).toContain('3 used');
    expect(row('FLAT200')).toContain('No limit');
    expect(row('FLAT200')).toContain('Upcoming');
    expect(row('MONSOON')).toContain('Ended');
    expect(row('WELCOME')).toContain('50 of 50 used');
    expect(row('WELCOME')).toContain('Used up');
    expect(container.textContent).toContain('Only the owner creates, changes and removes coupons.');
    expect(container.querySelector('a[href^="/coupons/"]')).toBeNull();
    expect(allByRole(container, 'button', /^Remove /)).toHaveLength(0);
  });

  it('offers the owner Edit and Remove, and removes a coupon once they confirm', async () => {
    let stored = [diwali, flat];
    const { page } = couponsAt('/coupons', { withList: true });
    const { container, sent } = await renderWithShop(
      page,
      shop('owner', () => stored, {
        DELETE: () => {
          stored = [flat];
          return { status: 204, body: null };
        },
      }),
    );

    await waitFor(() => expect(allByRole(container, 'button', /^Remove /).map((button) => button.getAttribute('aria-label'))).toEqual(['Remove DIWALI10', 'Remove FLAT200']));
    expect(container.querySelector('a[href="/coupons/8"]')?.getAttribute('aria-label')).toBe('Edit DIWALI10');
    expect(container.querySelector('a[href="/coupons/new"]')?.textContent).toBe('New coupon');

    await press(byRole(container, 'button', 'Remove DIWALI10'));
    const dialog = await waitFor(() => byRole(document.body, 'heading', 'Remove “DIWALI10”?').closest('[role="alertdialog"]')!);
    expect(dialog.textContent).toContain('Orders that used it keep their discount.');
    await press(byRole(dialog, 'button', 'Remove the coupon'));

    await waitFor(() => expect(toasts()).toEqual(['DIWALI10 removed.']));
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([`${COUPONS}8/`]);
    await waitFor(() => expect(container.textContent).not.toContain('DIWALI10'));
  });

  it('offers the owner a first coupon when there is none', async () => {
    const { page } = couponsAt('/coupons', { withList: true });
    const { container } = await renderWithShop(page, shop('owner', () => []));

    await waitFor(() => expect(container.textContent).toContain('No coupon has been created yet.'));
    expect([...container.querySelectorAll('a[href="/coupons/new"]')].map((link) => link.textContent)).toEqual(['New coupon', 'New coupon']);
  });
});

describe('the coupon editor', () => {
  // The form refuses an end already past, as the server does: the tests' coupons end after this.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-10-15T06:30:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('creates a coupon: the code in capitals, the discount chosen, the minimum in paise, blank limits as none', async () => {
    const { page, router } = couponsAt('/coupons/new');
    const { container, sent } = await renderWithShop(page, shop('owner', () => [], { POST: (request) => ({ status: 201, body: { ...flat, ...(request.body as object) } }) }));
    const code = await waitFor(() => field(container, /^Code/));

    await fill(code, 'flat200');
    expect(code.value).toBe('FLAT200');
    const flatAmount = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((radio) => radio.value === 'amount')!;
    await act(async () => flatAmount.click());
    await fill(field(container, /^Amount off \(/), '200');
    await fill(field(container, /^Minimum order/), '1,499');
    await fill(field(container, /^Starts/), '2026-11-01T09:00');
    await fill(field(container, /^Ends/), '2026-11-30T23:59');
    const nets = container.querySelector<HTMLInputElement>('input[name="category_ids"][value="2"]')!;
    await act(async () => nets.click());
    await press(byRole(container, 'button', 'Create the coupon'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/coupons'));
    expect(bodiesOf(sent, 'POST')).toEqual([
      {
        code: 'FLAT200',
        percent_off: null,
        amount_off_paise: 20000,
        min_order_paise: 149900,
        starts_at: '2026-11-01T03:30:00.000Z',
        ends_at: '2026-11-30T18:29:00.000Z',
        total_limit: null,
        per_customer_limit: null,
        category_ids: [2],
      },
    ]);
    expect(toasts()).toEqual(['FLAT200 created.']);
  });

  it('saves a change with the version read', async () => {
    const { page, router } = couponsAt('/coupons/8');
    const { container, sent } = await renderWithShop(page, shop('owner', () => [diwali], { PUT: (request) => ({ body: { ...diwali, ...(request.body as object), version: 5 } }) }));
    const total = await waitFor(() => field(container, /^Total uses/));
    expect(field(container, /^Code/).value).toBe('DIWALI10');
    expect(total.value).toBe('100');

    await fillNumber(total, '');
    await press(byRole(container, 'button', 'Save the coupon'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/coupons'));
    expect(bodiesOf(sent, 'PUT')).toEqual([
      {
        code: 'DIWALI10',
        percent_off: 10,
        amount_off_paise: null,
        min_order_paise: 99900,
        starts_at: '2026-11-01T03:30:00.000Z',
        ends_at: '2026-11-30T18:29:00.000Z',
        total_limit: null,
        per_customer_limit: 1,
        category_ids: [2],
        version: 4,
      },
    ]);
  });

  it('shows the server’s messages under their fields', async () => {
    const refusal = { status: 400, body: { detail: 'Check the coupon.', errors: { min_order_paise: ['Must be more than the amount off.'], category_ids: ['Some of these categories no longer exist.'] } } };
    const { page } = couponsAt('/coupons/8');
    const { container } = await renderWithShop(page, shop('owner', () => [diwali], { PUT: () => refusal }));
    await waitFor(() => field(container, /^Code/));
    await press(byRole(container, 'button', 'Save the coupon'));

    await waitFor(() => expect(container.textContent).toContain('The coupon was not saved'));
    expect(errorUnder(field(container, /^Minimum order/))).toBe('Must be more than the amount off.');
    const categoryGroup = [...container.querySelectorAll('[role="group"]')].find((group) => group.querySelector('input[name="category_ids"]'))!;
    expect(errorUnder(categoryGroup)).toBe('Some of these categories no longer exist.');
    expect(errorUnder(field(container, /^Code/))).toBe('');
  });

  it('says a code already in use (409) at the Code field', async () => {
    const taken = { status: 409, body: { detail: 'Another coupon has this code.', errors: { code: ['Another coupon has this code.'] } } };
    const { page } = couponsAt('/coupons/new');
    const { container } = await renderWithShop(page, shop('owner', () => [], { POST: () => taken }));
    await waitFor(() => field(container, /^Code/));
    await fill(field(container, /^Code/), 'DIWALI10');
    await fillNumber(field(container, /^Percentage off \(/), '10');
    await fill(field(container, /^Ends/), '2026-11-30T23:59');
    await press(byRole(container, 'button', 'Create the coupon'));

    await waitFor(() => expect(errorUnder(field(container, /^Code/))).toBe('This code is already in use.'));
    expect(field(container, /^Code/).getAttribute('aria-invalid')).toBe('true');
  });

  it('says someone else changed the coupon (409 version) and loads their version on request', async () => {
    let stored = diwali;
    const conflict = 'Someone else changed this coupon since you opened it. Reload to see their changes, then make yours again.';
    const { page } = couponsAt('/coupons/8');
    const { container } = await renderWithShop(page, shop('owner', () => [stored], { PUT: () => ({ status: 409, body: { detail: conflict, errors: { version: [conflict] } } }) }));
    await waitFor(() => field(container, /^Code/));
    stored = { ...diwali, code: 'DIWALI15', version: 5 };

    await press(byRole(container, 'button', 'Save the coupon'));
    await waitFor(() => expect(container.textContent).toContain('Someone else changed this coupon meanwhile'));
    await press(byRole(container, 'button', 'Load their version'));
    await waitFor(() => expect(field(container, /^Code/).value).toBe('DIWALI15'));
  });

  it('points out a mistake the server would refuse and sends nothing', async () => {
    const { page } = couponsAt('/coupons/new');
    const { container, sent } = await renderWithShop(page, shop('owner', () => []));
    await waitFor(() => field(container, /^Code/));
    await fill(field(container, /^Code/), 'A!');
    await fillNumber(field(container, /^Percentage off \(/), '10');
    await fill(field(container, /^Ends/), '2026-10-01T23:59');
    await press(byRole(container, 'button', 'Create the coupon'));

    await waitFor(() => expect(container.textContent).toContain('Check the fields marked below.'));
    expect(errorUnder(field(container, /^Code/))).toBe('Use 3 to 20 letters, digits, - or _, starting with a letter or a digit.');
    expect(errorUnder(field(container, /^Ends/))).toBe('The coupon must end after it starts.');
    expect(bodiesOf(sent, 'POST')).toEqual([]);
  });

  it('tells staff that only the owner creates coupons, with no form', async () => {
    const { page } = couponsAt('/coupons/new');
    const { container } = await renderWithShop(page, shop('staff', () => []));
    await waitFor(() => expect(container.textContent).toContain('Only the owner creates, changes and removes coupons.'));
    expect(container.querySelector('form')).toBeNull();
  });
});
