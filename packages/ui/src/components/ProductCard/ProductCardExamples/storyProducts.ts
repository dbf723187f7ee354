import { productImages } from './storyImages';

/** BirdShield products for the stories (stories only), shaped like ProductCard's props. */
export const storyProducts = [
  {
    title: 'Stainless Steel Bird Spikes, 10 ft (Pack of 10)',
    href: '/products/stainless-steel-bird-spikes',
    imageSrc: productImages.steelSpikes,
    description:
      'Humane, rust-proof spikes for ledges, parapets and pipes. Pigeons cannot land, and no bird is harmed. Fixes with glue or screws.',
    rating: 4.3,
    reviewCount: 128,
    price: 1299,
    maxPrice: 1999,
    tag: 'Bestseller',
  },
  {
    title: 'Polycarbonate Bird Spikes, UV Stabilised, 1 ft Strips (Pack of 20)',
    href: '/products/polycarbonate-bird-spikes',
    imageSrc: productImages.polycarbonateSpikes,
    description: 'Light, clear strips that disappear on white walls and signboards. Flexible base for curved surfaces.',
    rating: 4.1,
    reviewCount: 64,
    price: 899,
    maxPrice: 1299,
  },
  {
    title: 'Anti-Bird Net, 10 × 10 ft, Black Nylon',
    href: '/products/anti-bird-net',
    imageSrc: productImages.birdNet,
    description: 'Keeps pigeons off balconies and ducts while letting in light and air. UV-treated, with fixing kit.',
    rating: 4.6,
    reviewCount: 212,
    price: 749,
    maxPrice: 999,
  },
  {
    title: 'Heavy-Duty Monkey Spikes for Walls and Rooftops, 2 ft',
    href: '/products/monkey-spikes',
    imageSrc: productImages.monkeySpikes,
    description: 'Long, blunt-tipped steel spikes that keep monkeys off boundary walls, water tanks and terraces.',
    rating: 3.8,
    reviewCount: 19,
    price: 129999,
    maxPrice: 149999,
  },
] as const;
