import { describe, expect, it } from 'vitest';
import { mapEmbedUrl, mapQuery } from './mapLinks';

const address = {
  name: 'BirdShield India',
  street: 'Plot No. 27, Sector 8, IMT Manesar',
  locality: 'Gurugram',
  region: 'Haryana',
  postal_code: '122051',
  country: 'India',
} as const;

describe('map links', () => {
  it('search for the name and full postal address', () => {
    expect(mapQuery(address)).toBe('BirdShield India, Plot No. 27, Sector 8, IMT Manesar, Gurugram, Haryana 122051, India');
  });

  it('encode the address into the Google Maps embed', () => {
    const query = 'A & B, #4 Road';
    expect(mapEmbedUrl(query)).toBe('https://www.google.com/maps?q=A%20%26%20B%2C%20%234%20Road&output=embed');
    expect(new URL(mapEmbedUrl(query)).searchParams.get('q')).toBe(query);
  });
});
