/** A product as the admin API shapes it, before and after a staff member's edit (story data). */
export const productBefore = {
  id: 12,
  title: 'Stainless Steel Bird Spikes (1 m)',
  slug: 'ss-bird-spikes',
  price_paise: 129900,
  mrp_paise: 159900,
  stock: 40,
  is_bestseller: false,
  is_visible: true,
  highlights: ['Rust-free steel', 'Humane'],
  gst_rate: 18,
  images: [{ url: '/media/products/spikes-1.webp', alt: 'Spikes on a balcony ledge' }],
  version: 6,
};

export const productAfter = {
  ...productBefore,
  price_paise: 119900,
  stock: 35,
  is_bestseller: true,
  highlights: ['Rust-free steel', 'Humane', 'UV-stable base'],
  images: [{ url: '/media/products/spikes-1.webp', alt: 'Stainless steel spikes fixed on a balcony ledge' }],
  version: 7,
};

export const productLabels = {
  title: 'Title',
  price_paise: 'Selling price',
  mrp_paise: 'MRP',
  stock: 'Stock',
  is_bestseller: 'Bestseller',
  is_visible: 'Shown in the shop',
  highlights: 'Highlights',
  gst_rate: 'GST rate',
  'images.0.alt': 'Photo 1: alt text',
  'images.0.url': 'Photo 1: file',
};

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Money fields of the admin API are integer paise; on screen they are rupees. */
export function formatProductValue(value: unknown, field: string): string | undefined {
  if (field.endsWith('_paise') && typeof value === 'number') return rupees.format(value / 100);
  if (field === 'gst_rate' && typeof value === 'number') return `${value}%`;
  return undefined;
}
