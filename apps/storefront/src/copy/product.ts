/**
 * Words of the product detail page (/products/{slug}). Quoted strings from the product brief are
 * exact, typos included; the rest is marked as ours.
 */
export const productCopy = {
  breadcrumbs: {
    // Ours: names the breadcrumb landmark and its first two crumbs.
    label: 'Breadcrumbs',
    home: 'Home',
    products: 'Products',
  },

  gallery: {
    // Ours: the text alternative of each picture; the product's title says what it shows.
    imageAlt: (title: string, position: number, count: number) =>
      count === 1 ? title : `${title} — image ${position} of ${count}`,
    // Ours: names the thumbnail row and the button on the main picture that opens the lightbox.
    thumbnails: 'Product images',
    enlarge: (alt: string) => `View full screen: ${alt}`,
    lightbox: 'Product images, full screen',
    previous: 'Previous image',
    next: 'Next image',
    close: 'Close',
  },

  // Ours: the rating's spoken name, and the count after it ("(12 reviews)").
  rating: (value: string, max: number) => `Rated ${value} out of ${max}`,
  reviewCount: (count: number) => (count === 1 ? '(1 review)' : `(${count} reviews)`),
  // Ours: a product without reviews shows no stars (0.0 would read as badly rated).
  notRated: 'Not rated yet',

  // Ours: screen readers do not announce strike-through, so the two prices are named.
  priceLabel: 'Price',
  maxPriceLabel: 'M.R.P.',
  percentOff: (percent: number) => `${percent}% off`,
  // Ours: beside the price during a live sale, read as one sentence ("Monsoon sale ends 30 Nov, 11:59 pm");
  // the end is a date and a time, never a countdown.
  saleEnds: (end: string) => `ends ${end}`,

  // Ours: the chosen pack's prices by quantity, below its price; the server prices the cart by them.
  priceTiers: {
    caption: 'Buy more, pay less',
    quantity: 'Quantity',
    price: 'Price per pack',
    saving: 'You save',
    from: (quantity: number) => `${quantity}+ packs`,
    percent: (percent: number) => `${percent}%`,
  },

  // Ours: the stock line; out of stock also disables Add To Cart and Buy Now.
  inStock: 'In stock',
  outOfStock: 'Out of stock',

  // Ours: names the choice between a product's variants (packs, lengths); each card says its own stock as above.
  variantChoice: 'Size',

  quantity: 'Quantity',
  addToCart: 'Add To Cart',
  requestQuote: 'Buying in bulk, or need fitting? Request a quote',
  buyNow: 'Buy Now',
  // Ours: the toast after Add To Cart.
  addedToCart: 'Added to cart',
  processingOrder: 'Processing your order...',

  share: {
    // Ours: the share icon button's name.
    label: (title: string) => `Share ${title}`,
    copied: 'Link copied to clipboard!',
    // Ours: neither the share sheet nor the clipboard is available.
    failed: 'Could not copy the link. Please copy it from the address bar.',
  },

  // Ours: short promises under the buttons, consistent with the shop's policies.
  assurances: {
    label: 'Why buy from us',
    // The first promise is the shop's shipping rule (the announcement bar's), or this where it makes none.
    deliveredAcrossIndia: 'Delivered across India',
    items: [
      { icon: 'return', text: '7-day returns', link: { href: '/return-policy', label: 'Return policy' } },
      { icon: 'lock', text: 'Secure online payments' },
    ],
  },

  // Ours: the heading of the five highlight bullets.
  highlights: 'Highlights',

  tabs: {
    // Ours: names the tab list.
    label: 'Product information',
    description: 'Description',
    specifications: 'Technical Specifications',
    // Ours: the rows of the small table in Technical Specifications.
    specificationsTable: 'Specifications',
    material: 'Material',
    category: 'Category',
  },

  // Ours: the declarations the Legal Metrology rules ask a shop to show before a purchase.
  declarations: {
    heading: 'Product details',
    genericName: 'Generic name',
    netQuantity: 'Net quantity',
    mrp: 'M.R.P.',
    mrpValue: (rupees: string) => `${rupees} (incl. of all taxes)`,
    madeMonth: 'Month of manufacture',
    madeMonthWords: {
      months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
      asPrinted: 'As printed on the pack',
    },
    countryOfOrigin: 'Country of origin',
    maker: { manufacturer: 'Manufactured by', packer: 'Packed by', importer: 'Imported by' } as Record<string, string>,
    consumerCare: 'Consumer care',
    notGiven: 'Being updated',
  },

  reviews: {
    // Ours: the section heading and its summary.
    title: 'Customer reviews',
    empty: 'No reviews yet.',
    // Ours: under the empty state, so the shopper knows where reviews come from.
    emptyHint: 'Bought this product? Be the first to review it.',
    basedOn: (count: number) => (count === 1 ? 'Based on 1 review' : `Based on ${count} reviews`),
    breakdown: 'Ratings by stars',
    stars: (stars: number) => `${stars} ★`,
    starsSpoken: (stars: number, count: number) =>
      `${stars} ${stars === 1 ? 'star' : 'stars'}: ${count} ${count === 1 ? 'review' : 'reviews'}`,
    verified: 'Verified purchase',
    // Ours: reviews beyond the first page.
    showMore: 'Show more reviews',
    // Ours: the heading of the shop's public answer under a review.
    shopReply: 'Reply from BirdShield India',
    loading: 'Loading reviews',
    // Ours: the product brief only logs a failed review list; a shopper deserves a way to retry.
    loadFailed: 'We could not load the reviews just now.',
    retry: 'Try again',
  },

  // Ours: spoken while the product loads.
  loading: 'Loading product',

  notFound: {
    title: 'Product not found',
    // Ours: the empty state under the heading.
    heading: 'This product is not in our range',
    body: 'The link may be old or mistyped. Browse our bird spikes, nets, monkey spikes and accessories instead.',
    viewAll: 'View All Products',
  },

  failed: {
    title: 'Failed to fetch product details.',
    // Ours: what to do about it.
    body: 'Please check your internet connection and try again.',
    retry: 'Try again',
  },
} as const;
