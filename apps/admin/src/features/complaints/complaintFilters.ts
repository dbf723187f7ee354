import type { ComplaintStatus, ListAdminComplaintsApiArg } from '@shop/api-client/admin';
import { COMPLAINT_STATUSES } from '@shop/contracts/vocabulary';

/** The desk's view, kept in the address (`?status=open&page=2`); without a status, every ticket, open ones first. */
export interface ComplaintFilters {
  status?: ComplaintStatus;
  page: number;
}

const COMPLAINTS_PAGE_SIZE = 25;

export function readComplaintFilters(params: URLSearchParams): ComplaintFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: COMPLAINT_STATUSES.find((candidate) => candidate === status),
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
  };
}

export function writeComplaintFilters(filters: ComplaintFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function complaintsQueryArg(filters: ComplaintFilters): ListAdminComplaintsApiArg {
  return { page: filters.page, pageSize: COMPLAINTS_PAGE_SIZE, status: filters.status };
}
