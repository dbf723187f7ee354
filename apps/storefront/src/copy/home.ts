import { faqTitle } from './faq';

/**
 * Words of the home page (/). The section titles ('Our Bestsellers', 'Shop by Category', 'What we
 * do?', 'Our Clients', 'Frequently Asked Questions') and 'Shop Now' are the
 * product brief's, exactly; the rest is ours.
 * What a shop owner changes (banners, category cards, client logos, the FAQ's five) comes from the API.
 * 'What we do?' has a file of its own (./homeWhatWeDo.ts): its section comes with its code, below the fold.
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
    // Ours: the name of the banner carousel and its buttons' words; the banners are staff's, from the API.
    label: 'Featured',
    shopNow: 'Shop Now',
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
    // Ours: the line under the title. The cards themselves are staff's, from the API (features/site/siteHome.ts).
    intro: 'Humane protection for every building, from a city balcony to a temple dome.',
    shopNow: 'Shop Now',
  },

  clients: {
    title: 'Our Clients',
    // Ours: the line under the title. The logos are staff's, from the API (features/site/siteHome.ts).
    intro: 'Hotels, temple trusts, warehouses, railway terminals, housing societies and food factories rely on us.',
  },

  faq: {
    title: faqTitle,
    // Ours: the line under the title and the link to /faqs.
    intro: 'Quick answers about our spikes and where they work. Ordering, delivery and returns are covered on our FAQ page.',
    viewAll: 'See All FAQs',
  },
} as const;
