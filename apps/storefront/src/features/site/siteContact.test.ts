import { describe, expect, it } from 'vitest';
import { addressLines, telHref, whatsAppChatUrl } from './siteContact';

describe('contact links', () => {
  it('dials and chats with the number staff typed, spaces and dashes left out', () => {
    expect(telHref('+91 98765-43210')).toBe('tel:+919876543210');
    expect(whatsAppChatUrl('+91 98765 43210')).toBe('https://wa.me/919876543210');
  });

  it('writes the address as the footer shows it', () => {
    expect(addressLines({ name: 'BirdShield India', street: 'Plot 27', locality: 'Gurugram', region: 'Haryana', postal_code: '122051', country: 'India' })).toEqual([
      'BirdShield India',
      'Plot 27',
      'Gurugram, Haryana 122051',
      'India',
    ]);
  });
});
