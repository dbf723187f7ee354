import { describe, expect, it } from 'vitest';
import { returnPathAfterSignIn } from '../src/features/session/returnPath';

describe('where the sign-in goes afterwards', () => {
  it('goes back to the page of this app that sent the staff member away, with its query and hash', () => {
    expect(returnPathAfterSignIn({ from: { pathname: '/audit', search: '?entity_type=product&page=2', hash: '#top' } })).toBe(
      '/audit?entity_type=product&page=2#top',
    );
  });

  it('goes home without a page to return to, or for anything that is not a page of this app', () => {
    for (const state of [
      undefined,
      null,
      {},
      { from: { pathname: '//evil.example/phish' } },
      { from: { pathname: '/\\evil.example' } },
      { from: { pathname: 'https://evil.example/' } },
      { from: { pathname: '/sign-in' } },
      { from: { pathname: 42 } },
    ]) {
      expect(returnPathAfterSignIn(state), JSON.stringify(state)).toBe('/');
    }
  });

  it('drops a query or hash that is not one', () => {
    expect(returnPathAfterSignIn({ from: { pathname: '/audit', search: 'x=1', hash: 'y' } })).toBe('/audit');
  });
});
