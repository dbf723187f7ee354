import { MatchersV3 } from '@pact-foundation/pact';
import type { ErrorCode } from '../../src';

// Response shapes as the storefront reads them: type matchers only, and only the fields it uses.
// Examples are realistic so the generated pact reads as documentation.
const { arrayContaining, atLeastLike, boolean, eachLike, integer, nullValue, number, regex, string } = MatchersV3;

/** ISO 8601 date-time as the API writes it (Date#toISOString, or with an offset). */
export const isoDateTime = (example = '2025-01-15T10:30:00.000Z') =>
  regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', example);

/** The API answers pictures as absolute URLs (its SITE_URL, or object storage's public address). */
const SITE = 'https://birdshield.example';

/**
 * A product card and detail page's fields. Prices are rupees and may be whole (1299) or not, so
 * `number`, not `decimal` (which demands a fractional part). image2..5 are nullable in the contract;
 * the example fixes one shape (a second image, no third to fifth) that the provider state reproduces.
 */
export const productFields = (title = 'Stainless Steel Bird Spikes') => ({
  id: integer(12),
  slug: string('stainless-steel-bird-spikes'),
  title: string(title),
  short_desc: string('Humane anti-bird spikes for ledges and parapets.'),
  long_desc: string('Rust-proof stainless steel spikes on a UV-stable polycarbonate base.'),
  price: number(1299),
  max_price: number(1999),
  category_name: string('Bird Spikes'),
  material: regex('^(Plastic|Stainless Steel)$', 'Stainless Steel'),
  image1: string(`${SITE}/media/products/bird-spikes-1.jpg`),
  image2: string(`${SITE}/media/products/bird-spikes-2.jpg`),
  image3: nullValue(),
  image4: nullValue(),
  image5: nullValue(),
  // The storefront's alt text for each photo: what staff wrote about it.
  pictures: eachLike({ url: string(`${SITE}/media/products/bird-spikes-1.jpg`), alt: string('Steel spikes along a balcony ledge') }),
  bullet_one: string('Humane: deters birds without harming them'),
  bullet_two: string('Stainless steel pins'),
  bullet_three: string('UV-stable polycarbonate base'),
  bullet_four: string('Easy to install with glue or screws'),
  bullet_five: string('Suits homes, offices and warehouses'),
  keywords: string('bird spikes, pigeon spikes'),
  isBest: boolean(true),
  average_rating: regex('^\\d\\.\\d$', '4.5'),
  review_count: integer(2),
  // Ratings of published reviews; a product without reviews has none.
  reviews: atLeastLike({ rating: integer(5) }, 0, 1),
  in_stock: boolean(true),
  // Outside any sale; a live sale's products carry it (products.pact.test.ts).
  sale: nullValue(),
});

/**
 * One page of the product list (`ProductPage`): the storefront reads the items, the total, the next offset
 * and the facets. The rating buckets are always 4, 3, 2 and 1 stars, in that order.
 */
export const productPageFields = () => ({
  items: eachLike(productFields()),
  total: integer(1),
  offset: integer(0),
  limit: integer(24),
  next_offset: nullValue(),
  facets: {
    categories: eachLike({ name: string('Bird Spikes'), count: integer(1) }),
    materials: eachLike({ name: regex('^(Plastic|Stainless Steel)$', 'Stainless Steel'), count: integer(1) }),
    ratings: [4, 3, 2, 1].map((rating) => ({ rating, count: integer(1) })),
    price: { min: number(1299), max: number(1299) },
  },
});

/** A review as the product page lists it. */
export const reviewFields = () => ({
  id: integer(3),
  user_name: string('Ravi Kumar'),
  rating: integer(5),
  review_text: string('Pigeons stopped sitting on the balcony within a day.'),
  created_at: isoDateTime(),
});

export const categoryFields = () => ({
  id: integer(1),
  category_name: string('Bird Spikes'),
  display_name: string('Bird Spikes'),
});

export const galleryItemFields = () => ({
  image: string(`${SITE}/media/gallery/temple-installation.jpg`),
  image_title: string('Temple installation'),
  image_description: string('Bird spikes fitted along the temple parapet.'),
});

export const blogFields = () => ({
  id: integer(5),
  slug: string('how-bird-spikes-work'),
  title: string('How bird spikes work'),
  content: string('<h1>How bird spikes work</h1><p>Spikes stop birds from landing.</p>'),
  created_at: isoDateTime(),
});

export const pageMetadataFields = () => ({
  title: string('BirdShield India | Bird and monkey repellents'),
  description: string('Humane bird spikes, nets and monkey spikes, delivered across India.'),
  canonical_url: string('https://birdshield.example/'),
  og_image: string(`${SITE}/media/og/home.jpg`),
  twitter_card: string('summary_large_image'),
});

/** Contact details as the shell call and the back-office answer them. */
export const siteContactFields = () => ({
  phones: eachLike(regex('^\\+[0-9][0-9 -]{6,22}[0-9]$', '+91 98765 43210')),
  whatsapp: regex('^\\+[0-9][0-9 -]{6,22}[0-9]$', '+91 98765 43210'),
  email: string('support@birdshield.example'),
  address: {
    name: string('BirdShield India'),
    street: string('Plot No. 27, Sector 8'),
    locality: string('Gurugram'),
    region: string('Haryana'),
    postal_code: regex('^[1-9][0-9]{5}$', '122051'),
    country: string('India'),
  },
  hours: string('Mon - Sat: 9:00 AM - 8:00 PM'),
  map_url: regex('^https://\\S+$', 'https://maps.example.test/?q=BirdShield'),
});

/**
 * The contract's Error body; `errors` only where a test needs field messages. The code is matched exactly: the
 * storefront words the problem by it, so a provider that answers another code breaks it.
 */
export const errorFields = (code: ErrorCode, detail: string) => ({ code, detail: string(detail) });

/** The signed-in customer's record; the storefront keeps it whole and greets by `name`. */
export const profileFields = () => ({
  id: integer(7),
  name: string('Asha Patel'),
  email: string('asha.patel@example.in'),
  contact: string('9876543210'),
  address: string(''),
  city: string(''),
  state: string(''),
  postalcode: string(''),
  // The language of the customer's messages: one the shop speaks.
  language: regex('^(en|hi)$', 'en'),
});

/** A saved address as the address book and checkout show it. */
export const addressFields = () => ({
  id: integer(3),
  user: integer(7),
  full_name: string('Asha Patel'),
  phone: string('9876543210'),
  address: string('12, Lake View Apartments, MG Road'),
  address_line2: string(''),
  city: string('Pune'),
  state: string('Maharashtra'),
  zip_code: regex('^[1-9]\\d{5}$', '411001'),
});

/** A wishlist entry: the product as a card, in the catalogue's shape. */
export const wishlistEntryFields = () => ({
  id: integer(4),
  product: integer(12),
  product_details: productFields(),
  created_at: isoDateTime(),
});

/** A compact JWT (header.payload.signature); the storefront reads its `exp` to log out on time. */
export const jwt = () =>
  regex(
    '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$',
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3IiwiZXhwIjoxNzM2OTQxMDAwfQ.c2lnbmF0dXJl',
  );

/**
 * An Error body whose `errors` names `field`, as the storefront shows one toast per 'field: message', with the
 * message's code among the field's `error_codes` (exactly; a value the contract refuses several ways has more). The answer's own code is the message's when the detail is
 * the message itself (an expired code), else `invalid_input` (a sentence summing up the fields), unless given.
 */
export const fieldErrorFields = (field: string, code: ErrorCode, message: string, detail = 'Invalid request.', detailCode: ErrorCode = detail === message ? code : 'invalid_input') => ({
  code: detailCode,
  detail: string(detail),
  errors: { [field]: eachLike(string(message)) },
  error_codes: { [field]: arrayContaining(code) },
});

/** A line of an order, as the order list and detail show it (the picture is the product's first). */
const orderItemFields = () => ({
  id: integer(31),
  product: integer(12),
  product_name: string('Stainless Steel Bird Spikes'),
  product_image: string(`${SITE}/media/products/bird-spikes-1.jpg`),
  product_price: number(1299),
  quantity: integer(2),
  item_total: number(2598),
});

const deliveryStatus = (example: string) => regex('^(pending|processing|shipped|delivered|cancelled)$', example);

/** A shipped order's courier and tracking, as the order detail shows them with its Track link. */
export const shipmentFields = () => ({
  courier: string('Delhivery'),
  tracking_number: string('DLV1234567890'),
  tracking_url: regex('^https://\\S+$', 'https://www.delhivery.com/track/package/DLV1234567890'),
});

/**
 * An order as the order list, detail and review pages read it; the delivery status can be pinned, and
 * the shipment is null until the order ships.
 */
export const orderFields = ({
  delivery = deliveryStatus('pending'),
  payment = regex('^(pending|completed|failed|refunded)$', 'pending'),
  shipment = nullValue() as ReturnType<typeof nullValue> | ReturnType<typeof shipmentFields>,
  provider = regex('^(razorpay|demo|cash_on_delivery)$', 'demo') as unknown,
} = {}) => ({
  id: integer(42),
  order_date: isoDateTime(),
  total_amount: number(2598),
  delivery_status: delivery,
  delivery_status_display: string('Pending'),
  payment_status: payment,
  // What the customer reads ("Paid", "Partially refunded"…); the states here have no refunds yet.
  payment_status_display: string('Awaiting payment'),
  refunds: [],
  razorpay_order_id: string('order_demoQ1w2e3r4t5y6'),
  // The order page names the provider the payment went through (none yet for cash on delivery).
  payment_provider: provider,
  // Paid online, or in cash at the door with its fee; the confirmation asked of the customer is for the latter.
  payment_method: regex('^(online|cash_on_delivery)$', 'online'),
  cod_fee_amount: number(0),
  cod_confirmation: nullValue() as unknown,
  items: eachLike(orderItemFields()),
  address_details: addressFields(),
  shipment,
  status_history: eachLike({ status: deliveryStatus('pending'), display: string('Pending'), at: isoDateTime() }),
});

/** POST /orders/'s answer: what the payment widget (Razorpay's, or the demo dialog) opens with. */
export const orderCreatedFields = () => ({
  id: integer(42),
  key: string('rzp_demo_offline'),
  razorpay_amount: integer(259800),
  razorpay_order_id: string('order_demoQ1w2e3r4t5y6'),
  currency: regex('^INR$', 'INR'),
  provider: regex('^(razorpay|demo)$', 'demo'),
  payment_method: regex('^online$', 'online'),
  confirm_by: nullValue(),
});

/** POST /orders/'s answer for cash on delivery: no widget to open, a confirmation mailed with its deadline. */
export const codOrderCreatedFields = () => ({
  id: integer(42),
  razorpay_amount: integer(264700),
  currency: regex('^INR$', 'INR'),
  provider: regex('^cash_on_delivery$', 'cash_on_delivery'),
  payment_method: regex('^cash_on_delivery$', 'cash_on_delivery'),
  confirm_by: isoDateTime(),
});

/**
 * A coupon as the cart and the checkout's quote read it: the code in capitals, what it gives in words, the
 * amount off and each covered line's share (the lines' products are the provider's ids).
 */
export const couponDiscountFields = () => ({
  code: string('MONSOON10'),
  description: string('10% off'),
  discount_paise: integer(25980),
  lines: eachLike({ product: integer(12), discount_paise: integer(25980) }),
});

/**
 * A cart's figures as the cart and the checkout page show them, before an address is chosen: each variant's line
 * at its selling price, the goods, a coupon's discount, shipping, how much more ships free and the total, in paise.
 * The provider's cart of two units with a coupon ships free, so nothing more is needed for it.
 */
export const cartPriceFields = () => ({
  lines: eachLike({
    product: integer(12),
    variant: integer(31),
    quantity: integer(2),
    unit_price_paise: integer(129900),
    line_total_paise: integer(259800),
    discount_paise: integer(25980),
  }),
  subtotal_paise: integer(259800),
  discount_paise: integer(25980),
  coupon: couponDiscountFields(),
  shipping_paise: integer(0),
  free_shipping_shortfall_paise: nullValue(),
  total_paise: integer(233820),
});

/** A cash-on-delivery order as the confirmation link's page shows it: enough to recognise it, no address. */
export const codConfirmationFields = (status: string) => ({
  order_id: integer(42),
  order_date: isoDateTime(),
  total_paise: integer(264700),
  items: eachLike({ product_name: string('Stainless Steel Bird Spikes'), quantity: integer(2) }),
  city: string('Pune'),
  status: regex('^(awaiting|confirmed|cancelled|expired)$', status),
  confirm_by: isoDateTime(),
});

/** verify_payment's answer; the storefront acts on `status` exactly. */
export const paymentResultFields = (status: 'success' | 'failure', message: string) => ({
  status: regex(`^${status}$`, status),
  message: string(message),
});

/** A review as the customer's own list shows it: with the product and the moderation status. */
export const ownReviewFields = () => ({
  id: integer(9),
  product: integer(12),
  product_title: string('Stainless Steel Bird Spikes'),
  user_name: string('Asha Patel'),
  rating: integer(4),
  review_text: string('Pigeons gone from the balcony within a week.'),
  status: regex('^(published|pending|draft|rejected)$', 'pending'),
  verified_purchase: boolean(false),
  created_at: isoDateTime(),
});

/** One topic of the FAQ with one question whose answer is a paragraph with a link. */
/** The home page's content: every item of a list is matched against its one example. */
export const siteHomeFields = () => ({
  banners: eachLike({
    image: regex('^(/|https://)\\S+$', '/images/banners/banner-1.svg'),
    image_alt: string('Pigeons kept off a ledge by bird spikes'),
    eyebrow: string('Bird spikes'),
    heading: string('Keep pigeons off your ledges'),
    text: string('Spikes birds cannot land on.'),
    link: regex('^(/|https://)\\S*$', '/products'),
  }),
  categories: eachLike(
    {
      image: regex('^(/|https://)\\S+$', '/images/categories/bird-repellants.svg'),
      title: string('Bird Repellants'),
      text: string('Spikes for ledges.'),
      category: string('Bird Spikes'),
    },
    3,
  ),
  clients: eachLike({ image: regex('^(/|https://)\\S+$', '/images/clients/client-1.svg'), name: string('Tarangini Hotels & Resorts') }),
});

export const faqTopicFields = () => ({
  id: regex('^[a-z0-9]+(-[a-z0-9]+)*$', 'about-us'),
  title: string('About us'),
  entries: eachLike({
    id: regex('^[a-z0-9]+(-[a-z0-9]+)*$', 'who-we-are'),
    question: string('Who are you?'),
    answer: eachLike(string('A shop of humane bird and monkey repellents.')),
    on_home: boolean(true),
  }),
});
