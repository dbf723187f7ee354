import { faqTitle } from './faq';

/**
 * Words of the home page (/). The section titles ('Our Bestsellers', 'Shop by Category', 'What we
 * do?', 'Our Clients', 'Frequently Asked Questions'), the three category names and 'Shop Now' are the
 * product brief's, exactly; the rest is ours. The 'What we do?' text keeps the product brief's
 * founding year for it, 2010 (the FAQ's 'Who are we?' says 2015, as the product brief asks).
 * The FAQ's questions and answers live in ./faq.ts, shared with /faqs.
 */
export const homeCopy = {
  // Ours: the page's one h1, for screen readers and search engines; the banner carries the visual headline.
  title: 'BirdShield India: humane bird spikes, bird nets and monkey spikes',
  // Ours: spoken while the home page's 500 ms spinner shows.
  loading: 'Loading home page',

  // Ours: the names of every carousel's controls and parts.
  carousel: {
    previousLabel: 'Previous slide',
    nextLabel: 'Next slide',
    pauseLabel: 'Pause slide show',
    playLabel: 'Play slide show',
    formatSlideLabel: (position: number, count: number) => `${position} of ${count}`,
    formatPageLabel: (position: number) => `Go to slide ${position}`,
  },

  banner: {
    // Ours: the name of the banner carousel.
    label: 'Featured',
    shopNow: 'Shop Now',
    // Ours: the three slides, one per picture in public/images/banners; each links to /products.
    slides: [
      {
        image: '/images/banners/banner-1.svg',
        alt: 'Pigeons kept off a window ledge by stainless steel bird spikes',
        eyebrow: 'Bird spikes',
        title: 'Keep pigeons off your ledges, for good',
        text: 'Rust-free stainless steel and clear polycarbonate spikes that birds cannot land on, and that never harm them.',
      },
      {
        image: '/images/banners/banner-2.svg',
        alt: 'A net stretched over a building courtyard keeps pigeons out',
        eyebrow: 'Anti-bird nets',
        title: 'Close balconies and courtyards to pigeons',
        text: 'UV-stabilised nylon and HDPE nets that keep birds out and let light and air in, with fixing kits to match.',
      },
      {
        image: '/images/banners/banner-3.svg',
        alt: 'A monkey-proof rooftop: spikes round the water tank and parapet',
        eyebrow: 'Monkey spikes',
        title: 'Make rooftops and water tanks monkey-proof',
        text: 'Heavy stainless steel spikes for parapets, tanks, pipes and walls: a humane barrier monkeys respect.',
      },
    ],
  },

  bestsellers: {
    title: 'Our Bestsellers',
    // Ours: the line under the title, the link to the whole range and the loading and empty states.
    intro: 'The spikes, nets and fixings our customers order most.',
    viewAll: 'View All Products',
    loading: 'Loading bestsellers',
    empty: 'Our bestsellers are being restocked. Meanwhile, our whole range is one click away.',
  },

  categories: {
    title: 'Shop by Category',
    // Ours: the line under the title and each card's text; `category` is the catalogue category its 'Shop Now' opens.
    intro: 'Humane protection for every building, from a city balcony to a temple dome.',
    shopNow: 'Shop Now',
    items: [
      {
        name: 'Bird Repellants',
        category: 'Bird Spikes',
        text: 'Stainless steel and polycarbonate bird spikes for ledges, parapets, pipes and AC units.',
        image: '/images/categories/bird-repellants.svg',
      },
      {
        name: 'Monkey Repellants',
        category: 'Monkey Spikes',
        text: 'Heavy stainless steel monkey spikes for walls, parapets, gates and water tanks.',
        image: '/images/categories/monkey-repellants.svg',
      },
      {
        name: 'Anti Bird Nets',
        category: 'Bird Nets',
        text: 'Nylon and HDPE nets, with fixing kits, that close balconies, ducts and courtyards to pigeons.',
        image: '/images/categories/anti-bird-nets.svg',
      },
    ],
  },

  whatWeDo: {
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
      'Delivered across India, free above ₹999',
    ],
    imageAlt: 'An installer fixing bird spikes on a window ledge next to a netted balcony',
    learnMore: 'Learn More About Us',
  },

  clients: {
    title: 'Our Clients',
    // Ours: the line under the title; the names are those on the logos in public/images/clients.
    intro: 'Hotels, temple trusts, warehouses, railway terminals, housing societies and food factories rely on us.',
    logos: [
      { name: 'Tarangini Hotels & Resorts', image: '/images/clients/client-1.svg' },
      { name: 'Shri Kalyaneshwar Temple Trust', image: '/images/clients/client-2.svg' },
      { name: 'Vayuvega Logistics', image: '/images/clients/client-3.svg' },
      { name: 'Narmada Central Terminal', image: '/images/clients/client-4.svg' },
      { name: 'Gulmohar Greens Co-operative Housing Society', image: '/images/clients/client-5.svg' },
      { name: 'Kesar Valley Foods', image: '/images/clients/client-6.svg' },
    ],
  },

  faq: {
    title: faqTitle,
    // Ours: the line under the title and the link to /faqs.
    intro: 'Quick answers about our spikes and where they work. Ordering, delivery and returns are covered on our FAQ page.',
    viewAll: 'See All FAQs',
  },
} as const;
