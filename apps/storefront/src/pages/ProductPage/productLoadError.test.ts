import { describe, expect, it } from 'vitest';
import { productLoadError } from './productLoadError';

describe('productLoadError', () => {
  it('treats a 4xx answer as a product that does not exist', () => {
    expect(productLoadError({ status: 404, data: { detail: 'Product not found.' } })).toBe('not-found');
    expect(productLoadError({ status: 400, data: {} })).toBe('not-found');
  });

  it('treats no answer or a server error as a failure worth retrying', () => {
    expect(productLoadError({ status: 503, data: {} })).toBe('failed');
    expect(productLoadError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('failed');
    expect(productLoadError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' })).toBe('failed');
    expect(productLoadError({ message: 'boom' })).toBe('failed');
  });

  it('judges an unparsable 4xx body by its status', () => {
    expect(productLoadError({ status: 'PARSING_ERROR', originalStatus: 404, data: 'Not Found', error: 'SyntaxError' })).toBe('not-found');
  });
});
