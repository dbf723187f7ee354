import type { DemoPageMetadata } from './types';

// Per-path metadata for the public pages; the server adds the canonical URL (site URL + path).
// The home entry ('/') is the fallback for any path not listed.
const OG_IMAGE = '/images/og-default.png';

const page = (path: string, title: string, description: string): DemoPageMetadata => ({
  path,
  title,
  description,
  ogImage: OG_IMAGE,
  twitterCard: 'summary_large_image',
});

export const demoPageMetadata: DemoPageMetadata[] = [
  page('/', 'Bird Spikes & Bird Nets Online | BirdShield India',
    'Humane bird spikes, anti-bird nets and monkey spikes in stainless steel and polycarbonate. For homes, offices, temples and warehouses, delivered across India.'),
  page('/products', 'Shop Bird Spikes, Nets & Monkey Spikes | BirdShield India',
    'Browse stainless steel and polycarbonate bird spikes, nylon and HDPE bird nets, fixing accessories and monkey spikes. Filter by price, category and material.'),
  page('/products/search', 'Search Products | BirdShield India',
    'Search the BirdShield India range of bird spikes, pigeon nets, net fixing kits, adhesive and monkey spikes by name, size, material or where you need them.'),
  page('/gallery', 'Installation Gallery | BirdShield India',
    'See our bird spikes and nets at work on balconies, window ledges, temple domes, warehouses, solar panels, AC units, signboards and rooftop water tanks.'),
  page('/about', 'About Us: Humane Bird Control Since 2015 | BirdShield India',
    'BirdShield India makes humane bird spikes, bird nets and monkey spikes in stainless steel and polycarbonate for homes, factories, temples and farms.'),
  page('/contact', 'Contact Us | BirdShield India',
    'Send us your enquiry or complaint about bird spikes, pigeon nets or monkey spikes. Reach our team by phone or e-mail; we reply as soon as we can.'),
  page('/blogs', 'Bird Control Guides & Tips | BirdShield India Blog',
    'Practical guides on keeping pigeons off balconies, choosing between spikes and nets, fitting stainless steel spikes and keeping monkeys off rooftops.'),
  page('/privacy-policy', 'Privacy Policy | BirdShield India',
    'How BirdShield India collects, uses and protects your personal information when you browse our shop, place an order or contact us, and what your rights are.'),
  page('/terms', 'Terms & Conditions | BirdShield India',
    'The terms for using the BirdShield India website and buying our products: product information, orders and payments, shipping across India and liability.'),
  page('/return-policy', 'Returns & Refund Policy | BirdShield India',
    'Request a return by e-mail within 7 days of delivery. Refunds reach your original payment method in 5 to 7 working days. Read what can and cannot be returned.'),
  page('/offers', 'Offers & Promotions | BirdShield India',
    'Current offers on bird spikes, bird nets and monkey spikes: bulk pack savings, contractor packs and combo deals on nets with complete fixing kits.'),
  page('/faqs', 'Frequently Asked Questions | BirdShield India',
    'Answers on how bird spikes work, whether they harm birds, where to install spikes and nets, how to measure a balcony and how our delivery and returns work.'),
  page('/cart', 'Your Cart | BirdShield India',
    'Review the bird spikes, nets and accessories in your cart, change quantities and check delivery to your pincode before you go to secure checkout.'),
  page('/signup', 'Sign Up or Log In | BirdShield India',
    'Create your BirdShield India account or log in with a one-time password sent to your e-mail to track orders, save addresses and keep a wishlist.'),
  page('/wishlist', 'Your Wishlist | BirdShield India',
    'The bird spikes, bird nets, accessories and monkey spikes you have saved for later. Move them to your cart when you are ready to order.'),
];
