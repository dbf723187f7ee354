import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { shopApiConfig, UNEXPECTED_ERROR_MESSAGE } from './config';
import { isUnexpectedError } from './errors';
import { serializeParams, withoutEmptyParams } from './params';

/**
 * fetchBaseQuery plus the storefront's rules: configurable base URL, bearer token, and the
 * product brief's global error handling (alert on anything but a 4xx, then pass the error on).
 */
const shopBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const { baseUrl, getToken, onUnexpectedError, timeoutMs, fetchFn, language } = shopApiConfig();
  const token = getToken() || undefined;
  const hasBody = typeof args !== 'string' && args.body !== undefined;

  // Built per call so a reconfigured base URL or timeout takes effect at once; it is only a closure.
  const fetchFromShop = fetchBaseQuery({
    baseUrl,
    paramsSerializer: serializeParams,
    timeout: timeoutMs,
    fetchFn,
    prepareHeaders: (headers) => {
      // Never an empty or 'Bearer null' header: without a token nothing is sent.
      if (token) headers.set('Authorization', `Bearer ${token}`);
      if ((token || hasBody) && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      return headers;
    },
  });

  const result = await fetchFromShop(withoutEmptyParams(inLanguage(args, language)), api, extraOptions);
  // A call the app itself aborted (unmount, superseded request) is not a failure to report.
  if (result.error && !api.signal.aborted && isUnexpectedError(result.error)) {
    onUnexpectedError(UNEXPECTED_ERROR_MESSAGE);
  }
  return result;
};

/** The call with the configured language as its `lang` parameter, over any the call names itself. */
function inLanguage(args: string | FetchArgs, language: string | undefined): string | FetchArgs {
  if (!language) return args;
  const call = typeof args === 'string' ? { url: args } : args;
  return { ...call, params: { ...call.params, lang: language } };
}

/**
 * On a server (no `window`) the hooks start their queries while rendering, as effects never run there:
 * the storefront's server renderer renders, waits for the queries that started, and renders again with
 * the answers (RTK Query's documented way to render on a server). In the browser they start in effects.
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

/** The empty API each tag's generated endpoints are injected into (src/generated/<tag>.ts), as its file is imported. */
export const baseApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: shopBaseQuery,
  endpoints: () => ({}),
});
