// @vitest-environment happy-dom
import type { AdminCategoryPage, AdminProduct, AdminProductPage } from '@shop/api-client/admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProductEditorPage } from '../src/pages/ProductEditorPage/ProductEditorPage';
import { ProductsPage } from '../src/pages/ProductsPage/ProductsPage';
import { renderWithShop, signedInAs, waitFor, type FakeRoutes } from './support/fakeShop';

const FLAG = 'Parcel estimated — check weight and size';

/** A product given the estimated parcel when parcels came in, its figures never saved since. */
const estimated: AdminProduct = {
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
  weight_grams: 1000,
  length_cm: 35,
  breadth_cm: 25,
  height_cm: 10,
  hidden: false,
  images: [{ url: '/media/products/spikes-1.jpg', alt: 'Spikes on a ledge', media_id: null }],
  version: 5,
  ever_ordered: true,
  missing_declarations: [],
  parcel_estimated: true,
  created_at: '2026-10-01T04:30:00.000Z',
  updated_at: '2026-11-01T04:30:00.000Z',
};
const weighed: AdminProduct = { ...estimated, id: 13, title: 'Anti-bird Net', slug: 'anti-bird-net', weight_grams: 500, length_cm: 30, breadth_cm: 20, height_cm: 8, parcel_estimated: false };

const categories: AdminCategoryPage = { items: [{ id: 4, name: 'Bird Spikes', position: 1, hidden: false, product_count: 2, version: 1 }], total: 1, page: 1, page_size: 100 };

function shop(products: AdminProduct[]): FakeRoutes {
  const page: AdminProductPage = { items: products, total: products.length, page: 1, page_size: 25 };
  return {
    'GET /api/admin/me/': signedInAs('staff'),
    'GET /api/admin/products/': { body: page },
    'GET /api/admin/categories/': { body: categories },
    ...Object.fromEntries(products.flatMap((product) => [[`GET /api/admin/products/${product.id}/`, { body: product }], [`GET /api/admin/products/${product.id}/variants/`, { body: [] }]])),
  };
}

const page = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/products', Component: ProductsPage },
      { path: '/products/:productId', Component: ProductEditorPage },
    ],
    { initialEntries: [path] },
  );
  return <RouterProvider router={router} />;
};

describe('a parcel still estimated', () => {
  it('is flagged on its row of the product list, and only there', async () => {
    const { container } = await renderWithShop(page('/products'), shop([weighed, estimated]));
    const rows = await waitFor(() => {
      const found = [...container.querySelectorAll('[role="row"]')].slice(1).map((row) => row.textContent ?? '');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(rows[0]).toContain('Anti-bird Net');
    expect(rows[0]).not.toContain(FLAG);
    expect(rows[1]).toContain('SS Bird Spikes');
    expect(rows[1]).toContain(FLAG);
  });

  it('is flagged beside the parcel’s figures on the product’s page, and not once they are real', async () => {
    const flagged = await renderWithShop(page('/products/12'), shop([estimated]));
    await waitFor(() => expect(flagged.container.querySelector('input[name="weight_grams"]')).not.toBeNull());
    const parcel = [...flagged.container.querySelectorAll('fieldset')].find((group) => group.textContent?.includes('Parcel for the courier'));
    expect(parcel?.textContent).toContain(FLAG);
    expect(parcel?.textContent).toContain('Weigh and measure the packed parcel and save its real figures');
  });

  it('is not flagged for a product whose figures were saved', async () => {
    const { container } = await renderWithShop(page('/products/13'), shop([weighed]));
    await waitFor(() => expect(container.querySelector('input[name="weight_grams"]')).not.toBeNull());
    expect(container.textContent).not.toContain(FLAG);
  });
});
