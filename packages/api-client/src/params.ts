import type { FetchArgs } from '@reduxjs/toolkit/query/react';

/**
 * The generated endpoints always pass their optional query parameters, even when all are
 * undefined, and fetchBaseQuery then appends a bare `?`. Dropping empty params keeps URLs canonical
 * (and cacheable as one URL by a CDN).
 */
export function withoutEmptyParams(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string' || !args.params) return args;
  const params = Object.fromEntries(Object.entries(args.params).filter(([, value]) => value !== undefined));
  return { ...args, params: Object.keys(params).length > 0 ? params : undefined };
}
