import type { ContactStatus, ListAdminMessagesApiArg } from '@shop/api-client/admin';
import { CONTACT_STATUSES } from '@shop/contracts/vocabulary';

/** The inbox's view, kept in the address (`?status=handled&page=2`); without a status, every message, unread first. */
export interface MessageFilters {
  status?: ContactStatus;
  page: number;
}

const MESSAGES_PAGE_SIZE = 25;

export function readMessageFilters(params: URLSearchParams): MessageFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: CONTACT_STATUSES.find((candidate) => candidate === status),
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
  };
}

export function writeMessageFilters(filters: MessageFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function messagesQueryArg(filters: MessageFilters): ListAdminMessagesApiArg {
  return { page: filters.page, pageSize: MESSAGES_PAGE_SIZE, status: filters.status };
}
