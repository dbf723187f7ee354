/**
 * Words of home's 'What we do?' section, apart from ./home.ts: the section is fetched with its code when the
 * shopper scrolls near it, and its words with it. The title is the product brief's, exactly; the rest is ours.
 * The text keeps the product brief's founding year for it, 2010 (the FAQ's 'Who are we?' says 2015, as the
 * product brief asks).
 */
export const whatWeDoCopy = {
  title: 'What we do?',
  // Ours: the text (the product brief gives the founding year, 2010, and the claims), points and link.
  paragraphs: [
    'Since 2010, BirdShield India has made humane bird and monkey repellents: stainless steel and polycarbonate bird spikes, anti-bird nets, fixing accessories and monkey spikes.',
    'Our products keep pigeons, crows and monkeys away without harming them, and suit homes, offices, factories, warehouses, temples and agricultural spaces. We are a registered Indian brand, selling across India and abroad through this website and our brand stores on large e-commerce marketplaces.',
  ],
  points: [
    'Humane: no traps, no poison, no harm',
    'Rust-free stainless steel and UV-stabilised polycarbonate',
    'Help choosing and fixing, Mon - Sat',
    'Delivered across India',
  ],
  imageAlt: 'An installer fixing bird spikes on a window ledge next to a netted balcony',
  learnMore: 'Learn More About Us',
} as const;
