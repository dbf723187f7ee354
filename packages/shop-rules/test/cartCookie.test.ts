import { describe, expect, it } from 'vitest';
import { CART_COOKIE_MAX_LENGTH, cartInCookieHeader, decodeCartCookie, encodeCartCookie, type CookieCart } from '../src/cartCookie';

const cart: CookieCart = {
  lines: [
    { id: 12, variant: null, quantity: 2 },
    { id: 12, variant: 31, quantity: 1 },
    { id: 15, variant: null, quantity: 100 },
  ],
  coupon: 'SPIKE10',
};

describe('encodeCartCookie', () => {
  it('writes which lines, how many and the coupon, in characters a cookie holds as they are', () => {
    expect(encodeCartCookie(cart)).toBe('c1~12x2-12.31x1-15x100~SPIKE10');
    expect(encodeCartCookie({ ...cart, coupon: null })).toBe('c1~12x2-12.31x1-15x100');
    expect(encodeCartCookie(cart)).toMatch(/^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]+$/);
  });

  it('writes none for an empty cart, or for one the contract would refuse to price', () => {
    expect(encodeCartCookie({ lines: [], coupon: null })).toBeNull();
    expect(encodeCartCookie({ lines: [{ id: 12, variant: null, quantity: 101 }], coupon: null })).toBeNull();
    expect(encodeCartCookie({ lines: [{ id: 12, variant: null, quantity: 0 }], coupon: null })).toBeNull();
    expect(encodeCartCookie({ lines: [{ id: 12, variant: null, quantity: 1.5 }], coupon: null })).toBeNull();
    expect(encodeCartCookie({ lines: [{ id: 12, variant: null, quantity: 1 }], coupon: 'NO SPACES' })).toBeNull();
    const many = Array.from({ length: 51 }, (_, index) => ({ id: index + 1, variant: null, quantity: 1 }));
    expect(encodeCartCookie({ lines: many, coupon: null })).toBeNull();
    expect(encodeCartCookie({ lines: many.slice(0, 50), coupon: null })).not.toBeNull();
  });

  it("fits the largest cart the contract takes well inside one cookie's 4,096 bytes", () => {
    const largest = Array.from({ length: 50 }, (_, index) => ({ id: 2_147_483_000 + index, variant: 2_147_483_000 + index, quantity: 100 }));
    expect(encodeCartCookie({ lines: largest, coupon: 'A'.repeat(20) })!.length).toBeLessThanOrEqual(CART_COOKIE_MAX_LENGTH);
  });
});

describe('decodeCartCookie', () => {
  it('reads back what the storefront writes', () => {
    expect(decodeCartCookie(encodeCartCookie(cart)!)).toEqual(cart);
    expect(decodeCartCookie('c1~7x3')).toEqual({ lines: [{ id: 7, variant: null, quantity: 3 }], coupon: null });
  });

  it('reads nothing from a value the storefront would not have written', () => {
    for (const value of [
      '',
      'c1~',
      'c1',
      'c2~12x2',
      'c1~12x2~',
      'c1~12x2~SPIKE10~more',
      'c1~12x0',
      'c1~12x101',
      'c1~0x1',
      'c1~012x1',
      'c1~12.0x1',
      'c1~12x2-12x1',
      'c1~12.31x1-12.31x2',
      'c1~2147483648x1',
      'c1~12.2147483648x1',
      'c1~12x2--15x1',
      'c1~12x2,15x1',
      'c1~-12x2',
      'c1~12x2 ',
      'c1~12x2~S',
      'c1~12x2~<script>',
      'c1~1e3x1',
      `c1~${Array.from({ length: 51 }, (_, index) => `${index + 1}x1`).join('-')}`,
      `c1~12x1~${'A'.repeat(CART_COOKIE_MAX_LENGTH)}`,
    ]) {
      expect(decodeCartCookie(value), value).toBeUndefined();
    }
  });
});

describe('cartInCookieHeader', () => {
  it("finds the cart among a request's cookies", () => {
    expect(cartInCookieHeader('theme=dark; cart=c1~12x2; other=1')).toEqual({ lines: [{ id: 12, variant: null, quantity: 2 }], coupon: null });
    expect(cartInCookieHeader('cart=c1~12x2')).toEqual({ lines: [{ id: 12, variant: null, quantity: 2 }], coupon: null });
  });

  it('finds none without the cookie, with a malformed one, or with two', () => {
    expect(cartInCookieHeader(undefined)).toBeUndefined();
    expect(cartInCookieHeader('')).toBeUndefined();
    expect(cartInCookieHeader('mycart=c1~12x2')).toBeUndefined();
    expect(cartInCookieHeader('cart=c1~12x2%20')).toBeUndefined();
    expect(cartInCookieHeader('cart=c1~12x2; cart=c1~15x1')).toBeUndefined();
  });
});
