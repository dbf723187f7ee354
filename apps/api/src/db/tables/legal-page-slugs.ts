/** The policy pages the storefront shows (the contract's vocabulary); each is one row of legal_pages, edited in the back-office. */
import { LEGAL_PAGE_SLUGS } from '@shop/contracts/vocabulary';

export { LEGAL_PAGE_SLUGS };

export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];
