import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { serializeParams, withoutEmptyParams } from '../params';
import { adminApiConfig } from './config';

/**
 * fetchBaseQuery with the staff token, and one rule of the back-office: a 401 on a call made with a
 * token means the session is over, so the app is told (it signs out and shows the sign-in page).
 * Other errors stay with the call, whose page shows them where they happened.
 */
const adminBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const { baseUrl, getToken, onUnauthorized, timeoutMs } = adminApiConfig();
  const token = getToken() || undefined;
  const body: unknown = typeof args === 'string' ? undefined : args.body;
  const hasBody = body !== undefined;
  const fetchFromShop = fetchBaseQuery({
    baseUrl,
    paramsSerializer: serializeParams,
    timeout: timeoutMs,
    prepareHeaders: (headers) => {
      if (token) headers.set('Authorization', `Bearer ${token}`);
      // A file (uploadMedia) goes as its own bytes with its own type; the server reads the real type from the bytes.
      if (body instanceof Blob && !headers.has('Content-Type')) headers.set('Content-Type', body.type || 'application/octet-stream');
      // As the storefront's client does: a JSON type on every signed-in call, so bodiless POSTs (sign-out)
      // are never refused as an unknown media type.
      if ((token || hasBody) && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      return headers;
    },
  });
  const result = await fetchFromShop(withoutEmptyParams(args), api, extraOptions);
  if (token && result.error?.status === 401) onUnauthorized();
  return result;
};

/** The empty API the generated back-office endpoints are injected into (src/admin/generated/adminApi.ts). */
export const adminBaseApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: adminBaseQuery,
  endpoints: () => ({}),
});
