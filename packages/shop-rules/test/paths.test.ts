import { describe, expect, it } from 'vitest';
import { belongsToOtherApp, blogPath, categoryPath, GUARDED_PATHS, isPrivatePath, matchShopRoute, productPath, searchPath, SHOP_ROUTES } from '../src/paths';

describe('paths built from data', () => {
  it('URL-encodes the search text as one query value', () => {
    expect(searchPath('bird spikes')).toBe('/products/search?query=bird%20spikes');
    expect(searchPath('nets & hooks?')).toBe('/products/search?query=nets%20%26%20hooks%3F');
    expect(new URL(searchPath('50% off / ₹999'), 'https://x.in').searchParams.get('query')).toBe('50% off / ₹999');
  });

  it('keeps a category name, a product slug and a blog slug in one path segment each', () => {
    expect(categoryPath('Bird Spikes')).toBe('/category/Bird%20Spikes');
    expect(categoryPath('Nets/Accessories')).toBe('/category/Nets%2FAccessories');
    expect(productPath('ss-spikes/10')).toBe('/products/ss-spikes%2F10');
    expect(blogPath('why birds? a guide')).toBe('/blogs/why%20birds%3F%20a%20guide');
  });
});

describe('the route table', () => {
  it('keeps crawlers off every personal and guarded page, and on every other one', () => {
    for (const { path, kind } of SHOP_ROUTES) {
      expect(isPrivatePath(path), path).toBe(kind === 'personal' || kind === 'guarded');
    }
  });

  it('also keeps them off the API and the Storybook, and off pages below a private one', () => {
    expect(isPrivatePath('/api/user/products')).toBe(true);
    expect(isPrivatePath('/storybook/index.html')).toBe(true);
    expect(isPrivatePath('/order-detail/abc')).toBe(true);
    expect(isPrivatePath('/confirm-order/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCd')).toBe(true);
    expect(isPrivatePath('/admin')).toBe(true);
    expect(isPrivatePath('/admin/audit')).toBe(true);
    expect(isPrivatePath('/products/spikes')).toBe(false);
  });

  it('names the guarded pages', () => {
    expect(GUARDED_PATHS).toContain('/checkout');
    expect(GUARDED_PATHS).toContain('/add-review/:orderId/:productId');
    expect(GUARDED_PATHS).not.toContain('/cart');
  });

  it('holds each path once', () => {
    const paths = SHOP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('matchShopRoute', () => {
  it('finds every route of the table, with its parameters', () => {
    for (const route of SHOP_ROUTES) {
      const path = route.path.replace(/:(\w+)/g, 'x-$1');
      expect(matchShopRoute(path)?.route, path).toBe(route);
    }
    expect(matchShopRoute('/products/stainless-steel-spikes')).toMatchObject({ route: { kind: 'product' }, params: { slug: 'stainless-steel-spikes' } });
    expect(matchShopRoute('/products/search')?.route.kind).toBe('search');
    expect(matchShopRoute('/add-review/12/7')?.params).toEqual({ orderId: '12', productId: '7' });
    // A confirmation link is open without signing in, and is about one customer: never rendered on the server.
    expect(matchShopRoute('/confirm-order/AbCd-_09')).toMatchObject({ route: { kind: 'personal' }, params: { token: 'AbCd-_09' } });
  });

  it('ignores a trailing slash and the case of fixed segments, as the storefront router does', () => {
    expect(matchShopRoute('/About/')?.route.path).toBe('/about');
    expect(matchShopRoute('/')?.route.path).toBe('/');
    expect(matchShopRoute('')?.route.path).toBe('/');
  });

  it('finds nothing for paths the storefront has no page for', () => {
    for (const path of ['/no-such-page', '/products/a/b', '/blogs/a/b', '/category', '/account/other', '/order-detail', '/wp-admin/index.php']) {
      expect(matchShopRoute(path), path).toBeUndefined();
    }
  });

  it('leaves the back-office prefix to its own app', () => {
    expect(belongsToOtherApp('/admin')).toBe(true);
    expect(belongsToOtherApp('/admin/orders/1')).toBe(true);
    expect(belongsToOtherApp('/administrator')).toBe(false);
    expect(matchShopRoute('/admin')).toBeUndefined();
  });
});
