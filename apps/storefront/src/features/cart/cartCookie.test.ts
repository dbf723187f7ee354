import { describe, expect, it } from 'vitest';
import { keepCartCookie } from './cartCookie';
import type { CartItem } from './cartSlice';

const line = (id: number, variant: number | null, quantity: number): CartItem => ({
  id,
  variant,
  quantity,
  slug: 'spikes',
  title: 'Spikes, a name the cookie never carries',
  image1: '/media/a.webp',
  price: 499,
  max_price: 599,
  variantLabel: '',
  productTotal: 499 * quantity,
});

/** Records what is written, as a document's `cookie` setter is given it. */
function jar(protocol: string) {
  const written: string[] = [];
  return {
    written,
    location: { protocol },
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

describe('keepCartCookie', () => {
  it('writes which lines and how many, for a year on every path, sent with the top-level visit only', () => {
    const page = jar('http:');
    keepCartCookie([line(12, null, 2), line(12, 31, 1)], 'SPIKE10', page);
    expect(page.written).toEqual(['cart=c1~12x2-12.31x1~SPIKE10; Path=/; SameSite=Lax; Max-Age=31536000']);
    expect(page.written[0]).not.toContain('Spikes');
  });

  it('is Secure on a page served over https', () => {
    const page = jar('https:');
    keepCartCookie([line(12, null, 2)], null, page);
    expect(page.written).toEqual(['cart=c1~12x2; Path=/; SameSite=Lax; Max-Age=31536000; Secure']);
  });

  it('deletes the cookie for an empty cart, and for one it cannot carry', () => {
    const page = jar('https:');
    keepCartCookie([], null, page);
    keepCartCookie([line(12, null, 101)], null, page);
    keepCartCookie(
      Array.from({ length: 51 }, (_, index) => line(index + 1, null, 1)),
      null,
      page,
    );
    expect(page.written).toEqual(Array.from({ length: 3 }, () => 'cart=; Path=/; SameSite=Lax; Max-Age=0; Secure'));
  });
});
