import { describe, expect, it } from 'vitest';
import { isGuardedPath, returnPathAfterLogin, signInStateFor } from './guardedPaths';

describe('the guarded pages', () => {
  it.each([
    '/account',
    '/account/manage-account',
    '/account/manage-address',
    '/account/manage-payment-methods',
    '/wishlist',
    '/my-reviews',
    '/orders',
    '/checkout',
    '/order-detail/U2FsdGVkX1%2Babc',
    '/add-review/12/7',
    '/wishlist/',
  ])('%s needs a signed-in customer', (path) => {
    expect(isGuardedPath(path)).toBe(true);
  });

  it.each(['/', '/signup', '/cart', '/products/bird-spikes', '/account/other', '/order-detail', '/add-review/12', '/contact'])(
    '%s is public',
    (path) => {
      expect(isGuardedPath(path)).toBe(false);
    },
  );
});

describe('where the login goes', () => {
  it('back to the page that sent the customer to sign in, with its query and fragment', () => {
    const state = signInStateFor({ pathname: '/account/manage-address', search: '?x=1', hash: '#list' });
    expect(returnPathAfterLogin(state)).toBe('/account/manage-address?x=1#list');
    expect(returnPathAfterLogin(signInStateFor({ pathname: '/products/bird-net' }))).toBe('/products/bird-net');
  });

  it('home when nothing sent them', () => {
    expect(returnPathAfterLogin(null)).toBe('/');
    expect(returnPathAfterLogin(undefined)).toBe('/');
    expect(returnPathAfterLogin({})).toBe('/');
    expect(returnPathAfterLogin({ from: 42 })).toBe('/');
    expect(returnPathAfterLogin('/wishlist')).toBe('/');
  });

  it('never to another site, and never back to /signup', () => {
    expect(returnPathAfterLogin({ from: 'https://evil.example/' })).toBe('/');
    expect(returnPathAfterLogin({ from: '//evil.example/account' })).toBe('/');
    expect(returnPathAfterLogin({ from: '/\\evil.example' })).toBe('/');
    expect(returnPathAfterLogin({ from: 'javascript:alert(1)' })).toBe('/');
    expect(returnPathAfterLogin({ from: '/signup' })).toBe('/');
    expect(returnPathAfterLogin({ from: '/signup/?next=1' })).toBe('/');
  });
});
