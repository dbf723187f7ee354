/**
 * Words of the side drawer the header's menu button opens. Its code comes when it is first opened (SideDrawer), and
 * its words with it.
 */
export const sideDrawerCopy = {
  greeting: (name: string) => `Hello, ${name}`,
  fallbackName: 'User',
  quickLinks: 'Quick Links',
  // Ours: the heading over the link to the page in the other language.
  language: 'Language',
  moreLinks: 'More Links',
  exploreMore: 'Explore More',
  // Ours: the ✕ button's name.
  close: 'Close menu',
  // Link texts: the product brief names the destinations; the first-letter capitals are ours,
  // except the two it quotes ('Return & Refund Policy', 'Offers & Promotions').
  cart: 'Cart',
  wishlist: 'Wishlist',
  orders: 'Order History',
  reviews: 'My Reviews',
  profile: 'Profile',
  support: 'Support',
  blogs: 'Blogs',
  faqs: 'FAQs',
  returnPolicy: 'Return & Refund Policy',
  offers: 'Offers & Promotions',
  home: 'Home',
  gallery: 'Gallery',
  about: 'About',
  reachUs: 'Reach Us',
} as const;
