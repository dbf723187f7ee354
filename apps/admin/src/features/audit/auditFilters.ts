import type { ListAuditEntriesApiArg } from '@shop/api-client/admin';

/**
 * The audit log's filters and page, kept in the address (`?page=2&entity_type=product&actor=3&from=2026-11-01&to=2026-11-23`),
 * so a reload, the Back button and the return after signing in again show the same entries.
 */
export interface AuditFilters {
  page: number;
  entityType?: string;
  actorId?: number;
  /** A calendar day (`yyyy-mm-dd`) in the staff member's time zone, from its start. */
  from?: string;
  /** A calendar day, to its end: the whole day is included. */
  to?: string;
}

const AUDIT_PAGE_SIZE = 25;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ENTITY_TYPE = /^[a-z_]{1,40}$/;

/** A real calendar day: `2026-13-45` would roll over into another date, so it must read back the same. */
function day(value: string | null): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const date = startOfDay(value);
  const same = date.getFullYear() === Number(value.slice(0, 4)) && date.getMonth() + 1 === Number(value.slice(5, 7)) && date.getDate() === Number(value.slice(8, 10));
  return same ? value : undefined;
}

function positiveInteger(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/** What the address asks for; anything malformed (an edited URL) is left out rather than sent. */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const entityType = params.get('entity_type') ?? undefined;
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    entityType: entityType && ENTITY_TYPE.test(entityType) ? entityType : undefined,
    actorId: positiveInteger(params.get('actor')),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

export function writeAuditFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.entityType) params.set('entity_type', filters.entityType);
  if (filters.actorId) params.set('actor', String(filters.actorId));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

export function hasFilters(filters: AuditFilters): boolean {
  return Boolean(filters.entityType || filters.actorId || filters.from || filters.to);
}

/** A `to` day before the `from` day: nothing could match, so the page says so instead of asking. */
export function isRangeBackwards(filters: Pick<AuditFilters, 'from' | 'to'>): boolean {
  return Boolean(filters.from && filters.to && filters.to < filters.from);
}

/** Local midnight at the start of a `yyyy-mm-dd` day. */
function startOfDay(value: string): Date {
  const [year, month, date] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/**
 * The API's arguments: days become instants at the staff member's local midnight; `to` is the next
 * day's midnight, because the API's `to` excludes its instant and the chosen day is meant whole.
 */
export function auditQueryArg(filters: AuditFilters): ListAuditEntriesApiArg {
  const to = filters.to ? startOfDay(filters.to) : undefined;
  to?.setDate(to.getDate() + 1);
  return {
    page: filters.page,
    pageSize: AUDIT_PAGE_SIZE,
    entityType: filters.entityType,
    actorId: filters.actorId,
    from: filters.from ? startOfDay(filters.from).toISOString() : undefined,
    to: to?.toISOString(),
  };
}
