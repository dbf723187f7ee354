/** The policy pages the storefront shows; each is one row of legal_pages, edited in the back-office. */
export const LEGAL_PAGE_SLUGS = ['privacy-policy', 'terms', 'return-policy', 'offers'] as const;

export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];
