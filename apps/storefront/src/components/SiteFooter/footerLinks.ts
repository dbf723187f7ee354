import { footerCopy } from '../../copy/footer';

const copy = footerCopy.links;

/**
 * The footer's 'Useful links', in the product brief's order with our fitting and surveys after the products, then the
 * seller's details and the complaint form.
 */
export const usefulLinks = [
  { label: copy.products, to: '/products' },
  { label: copy.services, to: '/services' },
  { label: copy.blogs, to: '/blogs' },
  { label: copy.privacy, to: '/privacy-policy' },
  { label: copy.returns, to: '/return-policy' },
  { label: copy.terms, to: '/terms' },
  { label: copy.help, to: '/contact' },
  { label: copy.seller, to: '/seller-details' },
  { label: copy.complaint, to: '/complaint' },
] as const;

/** The product brief's limit: the footer shows at most three categories. */
export const FOOTER_CATEGORY_LIMIT = 3;
