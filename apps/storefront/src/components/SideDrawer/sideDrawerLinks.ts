import { sideDrawerCopy as copy } from '../../copy/sideDrawer';

export interface ShellLink {
  label: string;
  to: string;
  /** The label's language where it is not the page's (a category staff have not translated). */
  lang?: 'en' | undefined;
}

/** 'Quick Links' after the categories: the product brief's list, in its order. */
export const quickLinks: readonly ShellLink[] = [
  { label: copy.cart, to: '/cart' },
  { label: copy.wishlist, to: '/wishlist' },
  { label: copy.orders, to: '/orders' },
  { label: copy.reviews, to: '/my-reviews' },
  { label: copy.profile, to: '/account' },
  { label: copy.support, to: '/contact' },
  { label: copy.blogs, to: '/blogs' },
  { label: copy.faqs, to: '/faqs' },
  { label: copy.returnPolicy, to: '/return-policy' },
  { label: copy.offers, to: '/offers' },
];

/** 'More Links' / 'Explore More'. */
export const moreLinks: readonly ShellLink[] = [
  { label: copy.home, to: '/' },
  { label: copy.gallery, to: '/gallery' },
  { label: copy.about, to: '/about' },
  { label: copy.reachUs, to: '/contact' },
];
