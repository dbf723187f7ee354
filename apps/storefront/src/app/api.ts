import { configureShopApi } from '@shop/api-client';
import { config } from './config';

/** Browser-storage key of the session token (shared with the sign-in pages). */
export const TOKEN_STORAGE_KEY = 'token';

/**
 * Points the generated client at the configured API, sends the signed-in
 * customer's token, and applies the specification's global rule: a call that
 * fails without a 4xx answer raises an alert (the client supplies the text).
 */
export function setUpShopApi(): void {
  configureShopApi({
    baseUrl: config.apiBaseUrl,
    getToken: () => window.localStorage.getItem(TOKEN_STORAGE_KEY),
    onUnexpectedError: (message) => window.alert(message),
  });
}
