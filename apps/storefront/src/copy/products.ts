/**
 * Words of the product listing (/products and its search results) and the category pages; the product
 * grid's, which home shows too, are in ./productGrid.ts. Quoted strings from the product brief are exact,
 * typos included; the rest is marked as ours.
 */
import { groupIndianDigits } from '@shop/rules/money';

export const productsCopy = {
  title: 'Discover Our Range',
  searchTitle: (query: string) => `Search Results for "${query}"`,
  noResults: (query: string) => `No products found for "${query}"`,
  // Ours: the product brief shows only the title and the button of this empty state.
  noResultsHint: 'Check the spelling, or try a shorter or more general word such as “spikes” or “net”.',
  viewAllProducts: 'View All Products',

  // Ours: the product brief shows no empty state for the unfiltered list.
  empty: 'No products are available at the moment. Please check back soon.',
  // Ours: filters that leave nothing.
  noMatches: 'No products match these filters',
  noMatchesHint: 'Try a wider price range, or fewer categories, materials or ratings.',

  // Ours: the result count, announced politely when it changes.
  count: (count: number) => (count === 1 ? '1 product' : `${count} products`),
  // Ours: the pager of a catalogue too large to list at once (decision 021).
  pagesLabel: 'Product pages',
  itemName: { one: 'product', other: 'products' },

  sortBy: 'Sort By',
  sortOptions: {
    default: 'Default',
    'name-asc': 'Name (A–Z)',
    'price-asc': 'Price (Low to High)',
    'price-desc': 'Price (High to Low)',
  },

  filters: {
    // Ours: the panel's and the overlay's heading.
    title: 'Filters',
    // The product brief's button is 'Filters ☰'; the ☰ is drawn, not read.
    open: 'Filters',
    openIcon: '☰',
    // Ours: the number of filters in use, on the button, for screen readers after the number.
    activeCount: (count: number) => (count === 1 ? '(1 filter applied)' : `(${count} filters applied)`),
    close: 'Close',
    // Ours: the overlay's main button; it closes the overlay on the results.
    showResults: (count: number) => (count === 1 ? 'Show 1 product' : `Show ${count} products`),
    reset: 'Reset Filters',
    price: 'Price',
    minPrice: 'Minimum',
    maxPrice: 'Maximum',
    categories: 'Categories',
    materials: 'Material',
    ratings: 'Customer Rating',
    // '4★ & up': the star is drawn; screen readers hear "4 stars & up".
    ratingStar: '★',
    ratingStarSpoken: (rating: number) => (rating === 1 ? ' star' : ' stars'),
    ratingAndUp: ' & up',
    /** How many products ticking a choice as well would give (the API's facet count), after its name. */
    choiceCount: (count: number) => ` (${groupIndianDigits(count)})`,
  },

  // Ours: "An extra section shows below the grid when not searching (content not shown)."
  whyUs: {
    title: 'Why shop with BirdShield India',
    intro:
      'Homes, offices, factories, warehouses, temples and farms across India rely on our spikes and nets to keep birds and monkeys away, kindly and for good.',
    points: [
      {
        icon: 'truck',
        // The title is the shop's shipping rule (the announcement bar's) where it makes a promise.
        title: 'Delivered across India',
        text: 'Anywhere in India — from city balconies to farm sheds and factory roofs; the cart shows what shipping costs before you pay.',
      },
      {
        icon: 'leaf',
        title: 'Humane by design',
        text: 'Our spikes and nets do not trap, poison or injure. Pigeons, crows and monkeys simply find nowhere comfortable to land, and move on.',
      },
      {
        icon: 'shield',
        title: 'Built for Indian weather',
        text: 'Rust-free stainless steel and UV-stabilised polycarbonate stand up to monsoon rain and summer sun, season after season.',
      },
      {
        icon: 'tools',
        title: 'Help with installation',
        text: 'Not sure which product fits your ledge, pipe or balcony, or how to fix it? Our team will guide you, Mon - Sat: 9:00 AM - 8:00 PM.',
        link: { href: '/contact', label: 'Ask our team' },
      },
      {
        icon: 'return',
        title: '7-day returns',
        text: 'Request a return within 7 days of delivery; refunds reach your original payment method in 5–7 working days.',
        link: { href: '/return-policy', label: 'Read the return policy' },
      },
      {
        icon: 'lock',
        title: 'Secure online payments',
        text: 'Pay online through a trusted card payment provider. Your card details go straight to them; we never see or store them.',
      },
    ],
  },

  category: {
    // Ours: a category page's count line and empty states.
    empty: (name: string) => `No products in ${name} yet`,
    emptyHint: 'New products arrive often. Meanwhile, browse the rest of our range.',
    notFound: 'Category not found',
    unknown: (name: string) => `We have no “${name}” category`,
    notFoundHint: 'This category does not exist or has moved. Browse our whole range instead.',
    otherCategories: 'Shop other categories',
  },
} as const;
