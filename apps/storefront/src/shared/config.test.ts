import { describe, expect, it } from 'vitest';
import { parseApiBaseUrl } from './config';

describe('parseApiBaseUrl', () => {
  it('defaults to the same origin', () => {
    expect(parseApiBaseUrl(undefined)).toBe('');
    expect(parseApiBaseUrl('  ')).toBe('');
  });

  it('accepts a path or an http(s) URL and drops trailing slashes', () => {
    expect(parseApiBaseUrl('/shop/')).toBe('/shop');
    expect(parseApiBaseUrl('https://api.example.in/')).toBe('https://api.example.in');
  });

  it('rejects anything else with the variable named', () => {
    expect(() => parseApiBaseUrl('api.example.in')).toThrow(/VITE_API_BASE_URL/);
    expect(() => parseApiBaseUrl('ftp://example.in')).toThrow(/http or https/);
  });
});
