import type { FetchArgs } from '@reduxjs/toolkit/query/react';

const isEmpty = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 0);

/**
 * The generated endpoints always pass their optional query parameters, even when all are
 * undefined, and fetchBaseQuery then appends a bare `?`. Dropping empty params (and empty lists)
 * keeps URLs canonical (and cacheable as one URL by a CDN).
 */
export function withoutEmptyParams(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string' || !args.params) return args;
  const params = Object.fromEntries(Object.entries(args.params).filter(([, value]) => !isEmpty(value)));
  return { ...args, params: Object.keys(params).length > 0 ? params : undefined };
}

/**
 * Query parameters as the contract's OpenAPI default (form, exploded) writes them: a list repeats its
 * key (`category=A&category=B`), where fetchBaseQuery's own would send `category=A%2CB`.
 */
export function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) search.append(key, String(item));
  }
  return search.toString();
}
