import { configureShopApi } from '@shop/api-client';
import { TOKEN_STORAGE_KEY } from '../features/session';
import { config } from '../shared/config';
import { answersLanguage } from '../shared/language';

/**
 * Points the generated client at the configured API, sends the signed-in
 * customer's token, and applies the product brief's global rule: a call that
 * fails without a 4xx answer raises an alert (the client supplies the text).
 */
export function setUpShopApi(): void {
  configureShopApi({
    baseUrl: config.apiBaseUrl,
    getToken: () => window.localStorage.getItem(TOKEN_STORAGE_KEY),
    onUnexpectedError: (message) => window.alert(message),
    language: answersLanguage,
  });
}
