import { adminApi, configureAdminApi } from '@shop/api-client/admin';
import { config } from '../features/config';
import { endSession, staffToken } from '../features/session';
import { subscribeToSession } from '../features/session/staffSession';
import type { AdminStore } from './store';

/**
 * Points the admin client at the API with this tab's staff token, and applies the back-office's
 * session rule: a 401 on any call made with a token means the session is over (expired, signed out
 * elsewhere, the role taken away), so the tab signs out and the guard shows the sign-in page with
 * a message. Whenever the session ends, the cached staff data is dropped with it.
 */
export function setUpAdminApi(store: AdminStore): void {
  configureAdminApi({
    baseUrl: config.apiBaseUrl,
    getToken: staffToken,
    onUnauthorized: () => endSession('sessionEnded'),
  });
  let hadToken = staffToken() !== null;
  subscribeToSession(() => {
    const hasToken = staffToken() !== null;
    if (hadToken && !hasToken) store.dispatch(adminApi.util.resetApiState());
    hadToken = hasToken;
  });
}
