import AES from 'crypto-js/aes';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { decryptOrderId, encryptOrderId, orderDetailPath } from './orderLink';

describe('the order detail link', () => {
  it('round-trips an order id, whether the router decoded the segment or not', () => {
    for (const id of [1, 12, 4096, 987654321]) {
      const encrypted = encryptOrderId(id);
      expect(decryptOrderId(encrypted)).toBe(id);
      expect(decryptOrderId(decodeURIComponent(encrypted))).toBe(id);
    }
  });

  it('is URL-safe and differs on every call (a random salt)', () => {
    const first = encryptOrderId(12);
    expect(first).toMatch(/^[A-Za-z0-9%._~-]+$/);
    expect(encryptOrderId(12)).not.toBe(first);
  });

  it('reaches the page as one path segment that decrypts back to the id', () => {
    // Base64 holds '/', '+' and '='; the URL-encoding keeps them inside the one segment.
    for (let id = 1; id <= 40; id += 1) {
      const matches = matchRoutes([{ path: '/order-detail/:encryptedId' }], orderDetailPath(id));
      expect(matches, `order ${id}`).not.toBeNull();
      expect(decryptOrderId(matches![0]!.params.encryptedId)).toBe(id);
    }
  });

  it('refuses garbage, truncated links and other passphrases', () => {
    // Order 12 under a fixed salt, so the tampered cipher below is the same on every run.
    const encrypted = 'U2FsdGVkX19QjaRK2NWWoLzlgBx2Km7IOqh83AOqnlM=';
    expect(decryptOrderId(encrypted)).toBe(12);
    // One changed character in the cipher block (after the 'Salted__' header and the salt).
    const tampered = `${encrypted.slice(0, 30)}${encrypted[30] === 'A' ? 'B' : 'A'}${encrypted.slice(31)}`;
    for (const bad of [undefined, '', 'abc', '12', '%E0%A4%A', 'U2FsdGVkX1', encrypted.slice(0, 20), tampered]) {
      expect(decryptOrderId(bad), String(bad)).toBeNull();
    }
    expect(decryptOrderId(AES.encrypt('12', 'another-secret').toString())).toBeNull();
    // A valid cipher of something that is not an order id.
    expect(decryptOrderId(encodeURIComponent(AES.encrypt('0', 'birdshield-india-order-link').toString()))).toBeNull();
    expect(decryptOrderId(AES.encrypt('12; drop', 'birdshield-india-order-link').toString())).toBeNull();
  });
});
