import type { Product, ProductVariant } from '@shop/api-client';

/** Products for the product page's tests (its own, and the server renderer's). */

const variant = (fields: Pick<ProductVariant, 'id' | 'label' | 'price' | 'max_price'> & Partial<ProductVariant>): ProductVariant => ({
  sku: `SPK-${fields.id}`,
  regular_price: fields.price,
  in_stock: true,
  picture: null,
  ...fields,
});

/** Three packs: the default, one with its own photo and prices by quantity (the second), and one sold out. */
export const PACKS = [
  variant({ id: 31, label: 'Pack of 10 (3 m)', price: 499, max_price: 699 }),
  variant({
    id: 32,
    label: 'Pack of 20 (6 m)',
    price: 899,
    max_price: 1299,
    picture: 1,
    price_tiers: [
      { min_quantity: 10, price: 827.08, saving_percent: 8 },
      { min_quantity: 25, price: 764, saving_percent: 15 },
    ],
  }),
  variant({ id: 33, label: 'Pack of 50 (15 m)', price: 1999, max_price: 3199, in_stock: false }),
];

export const photo = (name: string) => `http://shop.test/media/${name}.webp`;

export const SPIKES = {
  id: 12,
  slug: 'spikes',
  title: 'Bird Spikes',
  short_desc: 'Stainless steel spikes.',
  shortDesc: 'Stainless steel spikes.',
  long_desc: '',
  price: 499,
  max_price: 699,
  category_name: 'Bird Spikes',
  material: 'Stainless Steel',
  image1: photo('front'),
  image2: photo('pack-20'),
  image3: null,
  image4: null,
  image5: null,
  pictures: [
    { url: photo('front'), alt: 'The spikes on a ledge', width: 800, height: 800, srcset_avif: '', srcset_webp: '' },
    { url: photo('pack-20'), alt: 'Twenty strips in their box', width: 800, height: 800, srcset_avif: '', srcset_webp: '' },
  ],
  bullet_one: '',
  bullet_two: '',
  bullet_three: '',
  bullet_four: '',
  bullet_five: '',
  keywords: '',
  isBest: false,
  average_rating: '0.0',
  review_count: 0,
  reviews: [],
  in_stock: true,
  sale: null,
  variants: PACKS,
} satisfies Product;

/** A product with nothing to choose: its one variant has no label. */
export const NET = { ...SPIKES, id: 15, slug: 'net', title: 'Bird Net', variants: [variant({ id: 41, label: '', price: 499, max_price: 699 })] } satisfies Product;
