import type { ListAdminQuotesApiArg, QuoteStatus } from '@shop/api-client/admin';
import { QUOTE_STATUSES } from '@shop/contracts/vocabulary';

/** The desk's view, kept in the address (`?status=requested&q=green&page=2`); without a status, every quote. */
export interface QuoteFilters {
  status?: QuoteStatus;
  q?: string;
  page: number;
}

const QUOTES_PAGE_SIZE = 25;

export function readQuoteFilters(params: URLSearchParams): QuoteFilters {
  const page = Number(params.get('page'));
  return {
    status: QUOTE_STATUSES.find((candidate) => candidate === params.get('status')),
    q: params.get('q') ?? undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
  };
}

export function writeQuoteFilters(filters: QuoteFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function quotesQueryArg(filters: QuoteFilters): ListAdminQuotesApiArg {
  return { page: filters.page, pageSize: QUOTES_PAGE_SIZE, status: filters.status, q: filters.q };
}
