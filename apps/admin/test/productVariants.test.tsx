// @vitest-environment happy-dom
import type { AdminCategoryPage, AdminProduct, AdminVariant } from '@shop/api-client/admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProductEditorPage } from '../src/pages/ProductEditorPage/ProductEditorPage';
import { allByRole, byRole, press, renderWithShop, signedInAs, toasts, waitFor, type Answer, type FakeRoutes, type SentRequest } from './support/fakeShop';
import { errorUnder, field, fill } from './support/formFields';

const PRODUCT = '/api/admin/products/12/';
const VARIANTS = `${PRODUCT}variants/`;

const product: AdminProduct = {
  id: 12,
  title: 'SS Bird Spikes',
  slug: 'ss-bird-spikes',
  category_id: 4,
  category_name: 'Bird Spikes',
  material: 'Stainless Steel',
  mrp_paise: 119900,
  price_paise: 89900,
  stock: 40,
  is_bestseller: true,
  short_desc: 'Rust-free spikes.',
  long_desc: 'Stainless steel pins on a polycarbonate base.',
  highlights: ['Rust-free', 'UV-stable', 'Humane', 'Glue or screws', '3 m a pack'],
  keywords: 'bird spikes',
  hsn_code: '7326',
  gst_rate: 18,
  weight_grams: 600,
  length_cm: 35,
  breadth_cm: 12,
  height_cm: 8,
  hidden: false,
  images: [
    { url: '/media/products/spikes-1.jpg', alt: 'Spikes on a ledge', media_id: null },
    { url: '/media/products/spikes-2.jpg', alt: 'A pack of twenty strips', media_id: null },
  ],
  version: 5,
  ever_ordered: true,
  missing_declarations: [],
  parcel_estimated: false,
  created_at: '2026-10-01T04:30:00.000Z',
  updated_at: '2026-11-01T04:30:00.000Z',
};

const ten: AdminVariant = {
  id: 30,
  product: 12,
  label: 'Pack of 10 (3 m)',
  sku: 'SS-SPIKES-10',
  mrp_paise: 119900,
  price_paise: 89900,
  stock: 40,
  hsn_code: '7326',
  weight_grams: 600,
  length_cm: 35,
  breadth_cm: 12,
  height_cm: 8,
  image_position: null,
  position: 1,
  retired: false,
  is_default: true,
  ever_ordered: true,
  version: 2,
  price_tiers: [],
};
const twenty: AdminVariant = {
  ...ten,
  id: 31,
  label: 'Pack of 20 (6 m)',
  sku: 'SS-SPIKES-20',
  mrp_paise: 229900,
  price_paise: 169900,
  stock: 6,
  weight_grams: 1100,
  image_position: 2,
  gtin: '8901234567906',
  position: 2,
  is_default: false,
  ever_ordered: false,
  version: 1,
};
const fifty: AdminVariant = { ...twenty, id: 32, label: 'Pack of 50', sku: 'SS-SPIKES-50', stock: 0, position: 3, retired: true, version: 4 };

const categories: AdminCategoryPage = { items: [{ id: 4, name: 'Bird Spikes', position: 1, hidden: false, product_count: 8, version: 1 }], total: 1, page: 1, page_size: 100 };

type Writes = Partial<Record<'POST' | 'PUT 30' | 'PUT 31' | 'PUT 32' | 'PUT order', (request: SentRequest) => Answer>>;

function shop(variants: () => AdminVariant[], writes: Writes = {}, role: 'owner' | 'staff' = 'owner'): FakeRoutes {
  return {
    'GET /api/admin/me/': signedInAs(role),
    [`GET ${PRODUCT}`]: { body: product },
    'GET /api/admin/categories/': { body: categories },
    [`GET ${VARIANTS}`]: () => ({ body: variants() }),
    ...(writes.POST && { [`POST ${VARIANTS}`]: writes.POST }),
    ...(writes['PUT 30'] && { [`PUT ${VARIANTS}30/`]: writes['PUT 30'] }),
    ...(writes['PUT 31'] && { [`PUT ${VARIANTS}31/`]: writes['PUT 31'] }),
    ...(writes['PUT 32'] && { [`PUT ${VARIANTS}32/`]: writes['PUT 32'] }),
    ...(writes['PUT order'] && { [`PUT ${VARIANTS}order/`]: writes['PUT order'] }),
  };
}

function editorPage() {
  const router = createMemoryRouter([{ path: '/products/:productId', Component: ProductEditorPage }], { initialEntries: ['/products/12'] });
  return <RouterProvider router={router} />;
}

/** The variants' rows in words, first shown first. */
const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('section[aria-labelledby="product-variants"] [role="row"]')].slice(1).map((row) => row.textContent ?? '');

/** The open dialog whose title is `title`. */
const dialogTitled = (title: string) => byRole(document.body, 'heading', title).closest<HTMLElement>('[role="dialog"], [role="alertdialog"]')!;

const writesTo = (sent: SentRequest[], path: string) => sent.filter((request) => request.method !== 'GET' && request.path === path).map((request) => request.body);
const reads = (sent: SentRequest[], path: string) => sent.filter((request) => request.method === 'GET' && request.path === path).length;

/** The body a variant is saved with: its fields as read, then the change. */
const bodyOf = ({ label, sku, mrp_paise, price_paise, stock, hsn_code, weight_grams, length_cm, breadth_cm, height_cm, image_position, gtin, price_tiers, retired, version }: AdminVariant) => ({
  label,
  sku,
  mrp_paise,
  price_paise,
  stock,
  hsn_code,
  weight_grams,
  length_cm,
  breadth_cm,
  height_cm,
  image_position,
  net_quantity: null,
  net_quantity_unit: null,
  made_month: null,
  gtin: gtin ?? null,
  price_tiers,
  retired,
  version,
});

describe('the product editor’s variants', () => {
  it('lists each variant with its SKU, price, M.R.P., stock and state, retired ones last and not movable', async () => {
    const { container } = await renderWithShop(editorPage(), shop(() => [ten, twenty, fifty]));

    await waitFor(() => expect(rows(container)).toHaveLength(3));
    const [first, second, third] = rows(container);
    expect(first).toContain('Pack of 10 (3 m)');
    expect(first).toContain('SS-SPIKES-10');
    expect(first).toContain('₹899');
    expect(first).toContain('₹1,199');
    expect(first).toContain('Default');
    expect(second).toContain('SS-SPIKES-20');
    expect(second).toContain('On sale');
    expect(third).toContain('Pack of 50');
    expect(third).toContain('Retired');
    expect(allByRole(container, 'button', /^Move Pack of 50/)).toEqual([]);
    expect(allByRole(container, 'button', /^Retire /).map((button) => button.getAttribute('aria-label'))).toEqual(['Retire Pack of 10 (3 m)', 'Retire Pack of 20 (6 m)']);
    expect(byRole(container, 'button', 'Restore Pack of 50')).toBeTruthy();
  });

  it('shows a packer the prices without letting them change one, and no way to add a variant, which comes with a price', async () => {
    const { container } = await renderWithShop(editorPage(), shop(() => [ten, twenty], {}, 'staff'));
    await waitFor(() => expect(rows(container)).toHaveLength(2));
    for (const name of [/^Selling price/, /^M\.R\.P\./]) expect(field(container, name).readOnly, String(name)).toBe(true);
    expect(container.textContent).toContain('Only the shop’s owner changes prices.');
    expect(field(container, /^Units in stock/).readOnly).toBe(false);
    expect(allByRole(container, 'button', 'Add a variant')).toEqual([]);
    await press(byRole(container, 'button', 'Edit Pack of 20 (6 m)'));
    const dialog = document.body.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(field(dialog, /^Selling price/).readOnly).toBe(true);
    expect(field(dialog, /^Units in stock/).readOnly).toBe(false);
  });

  it('adds a variant in a dialog, then reads the variants and the product again', async () => {
    let stored = [ten];
    const fiftyNew: AdminVariant = { ...fifty, retired: false, position: 2, stock: 5, version: 1 };
    const { container, sent } = await renderWithShop(
      editorPage(),
      shop(() => stored, {
        POST: () => {
          stored = [ten, fiftyNew];
          return { status: 201, body: fiftyNew };
        },
      }),
    );
    await press(await waitFor(() => byRole(container, 'button', 'Add a variant')));
    const dialog = await waitFor(() => dialogTitled('Add a variant'));
    expect(field(dialog, /^HSN code/).value).toBe('7326');

    await fill(field(dialog, /^Label/), 'Pack of 50');
    await fill(field(dialog, /^SKU/), 'SS-SPIKES-50');
    await fill(field(dialog, /^Selling price/), '1,699');
    await fill(field(dialog, /^M\.R\.P\./), '2,299');
    await fill(field(dialog, /^Units in stock/), '5');
    await fill(field(dialog, /^Weight/), '1100');
    await fill(field(dialog, /^Length/), '35');
    await fill(field(dialog, /^Breadth/), '12');
    await fill(field(dialog, /^Height/), '8');
    await fill(field(dialog, /^Barcode \(GTIN\)/), '8 901234 567906');
    await press(byRole(dialog, 'button', 'Add the variant'));

    await waitFor(() => expect(toasts()).toEqual(['Pack of 50 added.']));
    expect(writesTo(sent, VARIANTS)).toEqual([
      {
        label: 'Pack of 50',
        sku: 'SS-SPIKES-50',
        mrp_paise: 229900,
        price_paise: 169900,
        stock: 5,
        hsn_code: '7326',
        weight_grams: 1100,
        length_cm: 35,
        breadth_cm: 12,
        height_cm: 8,
        image_position: null,
        net_quantity: null,
        net_quantity_unit: null,
        made_month: null,
        gtin: '8901234567906',
        price_tiers: [],
      },
    ]);
    await waitFor(() => expect(rows(container)).toHaveLength(2));
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    // The default's figures and the product's version move with its variants.
    await waitFor(() => expect(reads(sent, PRODUCT)).toBe(2));
  });

  it('shows what the form and the server refuse under their fields', async () => {
    const gtinTaken = 'Another variant already has this barcode number (GTIN): each pack size has its own. Check it against the pack.';
    const skuTaken = { status: 400, body: { detail: 'Invalid request.', errors: { sku: ['Another variant already has this SKU. Choose another.'], gtin: [gtinTaken] } } };
    const { container, sent } = await renderWithShop(editorPage(), shop(() => [ten], { POST: () => skuTaken }));
    await press(await waitFor(() => byRole(container, 'button', 'Add a variant')));
    const dialog = await waitFor(() => dialogTitled('Add a variant'));
    await fill(field(dialog, /^Label/), 'Pack of 20 (6 m)');
    await fill(field(dialog, /^SKU/), 'ss-spikes-10');
    await press(byRole(dialog, 'button', 'Add the variant'));

    await waitFor(() => expect(dialog.textContent).toContain('Check the fields marked below.'));
    expect(errorUnder(field(dialog, /^Selling price/))).toBe('Write an amount in rupees, e.g. 1,299.50.');
    expect(errorUnder(field(dialog, /^Weight/))).toBe('This field is required.');
    expect(writesTo(sent, VARIANTS)).toEqual([]);

    for (const [label, value] of [[/^Selling price/, '1,699'], [/^M\.R\.P\./, '2,299'], [/^Weight/, '1100'], [/^Length/, '35'], [/^Breadth/, '12'], [/^Height/, '8']] as const) {
      await fill(field(dialog, label), value);
    }
    await press(byRole(dialog, 'button', 'Add the variant'));

    await waitFor(() => expect(dialog.textContent).toContain('The variant was not saved'));
    expect(errorUnder(field(dialog, /^SKU/))).toBe('Another variant already has this SKU. Choose another.');
    expect(field(dialog, /^SKU/).getAttribute('aria-invalid')).toBe('true');
    expect(errorUnder(field(dialog, /^Barcode \(GTIN\)/))).toBe(gtinTaken);
    expect(errorUnder(field(dialog, /^Selling price/))).toBe('');
  });

  it('asks before retiring a variant, then saves it retired with the version read', async () => {
    let stored = [ten, twenty];
    const { container, sent } = await renderWithShop(
      editorPage(),
      shop(() => stored, {
        'PUT 31': () => {
          stored = [ten, { ...twenty, retired: true, version: 2 }];
          return { body: stored[1] };
        },
      }),
    );
    await press(await waitFor(() => byRole(container, 'button', 'Retire Pack of 20 (6 m)')));
    const dialog = await waitFor(() => dialogTitled('Retire “Pack of 20 (6 m)”?'));
    expect(dialog.textContent).toContain('Orders that name it keep it');
    expect(writesTo(sent, `${VARIANTS}31/`)).toEqual([]);

    await press(byRole(dialog, 'button', 'Retire the variant'));

    await waitFor(() => expect(toasts()).toEqual(['Pack of 20 (6 m) retired: no longer on sale.']));
    expect(writesTo(sent, `${VARIANTS}31/`)).toEqual([{ ...bodyOf(twenty), retired: true }]);
    await waitFor(() => expect(rows(container)[1]).toContain('Retired'));
    // The last one on sale cannot be retired: the product is hidden instead.
    expect(allByRole(container, 'button', /^Retire /)).toEqual([]);
  });

  it('moves a variant up, saving the new order of those on sale', async () => {
    let stored = [ten, twenty, fifty];
    const { container, sent } = await renderWithShop(
      editorPage(),
      shop(() => stored, {
        'PUT order': () => {
          stored = [
            { ...twenty, position: 1, is_default: true, version: 2 },
            { ...ten, position: 2, is_default: false, version: 3 },
            fifty,
          ];
          return { body: stored };
        },
      }),
    );
    const up = await waitFor(() => byRole(container, 'button', 'Move Pack of 20 (6 m) up'));
    expect(byRole(container, 'button', 'Move Pack of 10 (3 m) up').hasAttribute('disabled')).toBe(true);

    await press(up);

    await waitFor(() => expect(toasts()).toEqual(['Pack of 20 (6 m) is now number 1.']));
    expect(writesTo(sent, `${VARIANTS}order/`)).toEqual([{ ids: [31, 30] }]);
    await waitFor(() => expect(rows(container)[0]).toContain('Default'));
    expect(rows(container)[0]).toContain('Pack of 20 (6 m)');
  });

  it('asks for a label on the only variant before a second can be added, and opens it to give one', async () => {
    const only: AdminVariant = { ...ten, label: '', sku: 'SS-BIRD-SPIKES' };
    let stored = [only];
    const { container, sent } = await renderWithShop(
      editorPage(),
      shop(() => stored, {
        'PUT 30': (request) => {
          stored = [{ ...only, ...(request.body as object), version: 3 }];
          return { body: stored[0] };
        },
      }),
    );
    await waitFor(() => expect(container.textContent).toContain('To offer a second choice, first give SS-BIRD-SPIKES a label'));
    expect(rows(container)[0]).toContain('No label');
    expect(allByRole(container, 'button', 'Add a variant')).toEqual([]);

    await press(byRole(container, 'button', 'Give SS-BIRD-SPIKES a label'));
    const dialog = await waitFor(() => dialogTitled('Edit SS-BIRD-SPIKES'));
    await fill(field(dialog, /^Label/), 'Pack of 10 (3 m)');
    await press(byRole(dialog, 'button', 'Save the variant'));

    await waitFor(() => expect(toasts()).toEqual(['Pack of 10 (3 m) saved.']));
    expect(writesTo(sent, `${VARIANTS}30/`)).toEqual([{ ...bodyOf(only), label: 'Pack of 10 (3 m)' }]);
    await waitFor(() => byRole(container, 'button', 'Add a variant'));
    expect(container.textContent).not.toContain('To offer a second choice');
  });

  it('adds a quantity price to a variant, shows the server’s refusal at its field, and saves the tiers whole', async () => {
    const dearer = { status: 400, body: { detail: 'Invalid request.', errors: { 'price_tiers.1.percent_off': ['Buying more cannot cost more per pack: from 10 a pack costs ₹1,563.08.'] } } };
    const answers = [dearer];
    const { container, sent } = await renderWithShop(
      editorPage(),
      shop(() => [ten, twenty], { 'PUT 31': () => answers.shift() ?? { status: 200, body: twenty } }),
    );
    await press(await waitFor(() => byRole(container, 'button', 'Edit Pack of 20 (6 m)')));
    const dialog = await waitFor(() => dialogTitled('Edit Pack of 20 (6 m)'));
    await press(byRole(dialog, 'button', 'Add a quantity price'));
    await fill(field(dialog, /^From how many packs/), '10');
    await fill(field(dialog, /^Per cent off/), '8');
    await press(byRole(dialog, 'button', 'Add a quantity price'));
    const [, second] = [...dialog.querySelectorAll('label')].filter((label) => /^From how many packs/.test(label.textContent ?? ''));
    await fill(dialog.ownerDocument.getElementById(second!.htmlFor) as HTMLInputElement, '25');
    const percents = [...dialog.querySelectorAll('label')].filter((label) => /^Per cent off/.test(label.textContent ?? ''));
    const secondPercent = dialog.ownerDocument.getElementById(percents[1]!.htmlFor) as HTMLInputElement;
    await fill(secondPercent, '5');
    await press(byRole(dialog, 'button', 'Save the variant'));

    await waitFor(() => expect(dialog.textContent).toContain('The variant was not saved'));
    expect(errorUnder(secondPercent)).toBe('Buying more cannot cost more per pack: from 10 a pack costs ₹1,563.08.');
    await fill(secondPercent, '12');
    await press(byRole(dialog, 'button', 'Save the variant'));

    await waitFor(() => expect(toasts()).toEqual(['Pack of 20 (6 m) saved.']));
    expect(writesTo(sent, `${VARIANTS}31/`).map((body) => (body as { price_tiers: unknown }).price_tiers)).toEqual([
      [
        { min_quantity: 10, percent_off: 8, unit_price_paise: null },
        { min_quantity: 25, percent_off: 5, unit_price_paise: null },
      ],
      [
        { min_quantity: 10, percent_off: 8, unit_price_paise: null },
        { min_quantity: 25, percent_off: 12, unit_price_paise: null },
      ],
    ]);
  });

  it('says someone else changed the variant (409) and loads their version on request', async () => {
    let stored = [ten, twenty];
    const changed = 'This variant changed since you opened it: someone else saved it, or an order took or returned stock. Reload and make your changes again.';
    const { container } = await renderWithShop(
      editorPage(),
      shop(() => stored, { 'PUT 31': () => ({ status: 409, body: { detail: changed, errors: { version: [changed] } } }) }),
    );
    await press(await waitFor(() => byRole(container, 'button', 'Edit Pack of 20 (6 m)')));
    const dialog = await waitFor(() => dialogTitled('Edit Pack of 20 (6 m)'));
    stored = [ten, { ...twenty, stock: 2, version: 2 }];
    await fill(field(dialog, /^Units in stock/), '60');
    await press(byRole(dialog, 'button', 'Save the variant'));

    await waitFor(() => expect(dialog.textContent).toContain('Someone else changed this variant'));
    expect(field(dialog, /^Units in stock/).value).toBe('60');
    await press(byRole(dialog, 'button', 'Load their version'));

    await waitFor(() => expect(field(dialogTitled('Edit Pack of 20 (6 m)'), /^Units in stock/).value).toBe('2'));
  });
});
