/**
 * Run-time configuration of the client. The storefront calls `configureShopApi` once at start-up;
 * everything has a default so the client also works as is against its own origin.
 */

/** The product brief's global alert text, typo included: it is the shop's own copy. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurrred.';

export interface ShopApiConfig {
  /** Origin (and optional path prefix) of a backend that honours contracts/openapi.yaml; '' = same origin. */
  baseUrl: string;
  /** The signed-in customer's access token, or null/undefined when signed out. */
  getToken: () => string | null | undefined;
  /** Called with UNEXPECTED_ERROR_MESSAGE when a call fails without a 4xx answer. */
  onUnexpectedError: (message: string) => void;
  /** Abort a call after this many milliseconds (a TIMEOUT_ERROR, which is unexpected); none by default. */
  timeoutMs?: number;
  /**
   * What sends a request; the global fetch by default. The storefront's server renderer answers through
   * the API in the same process (no network), with an absolute `baseUrl` for the requests it builds.
   */
  fetchFn?: typeof fetch;
  /**
   * The language the shop's answers are wanted in (`hi`): sent as `lang` on every call, so product titles, messages
   * and the like come in it where the shop has them. Unset, nothing is sent and the API answers in English, as it
   * always has to older clients.
   */
  language?: string;
}

function defaultAlert(message: string): void {
  // The product brief raises a browser alert; outside a browser there is only the console.
  if (typeof globalThis.alert === 'function') globalThis.alert(message);
  else console.error(message);
}

const defaults: ShopApiConfig = {
  baseUrl: '',
  getToken: () => null,
  onUnexpectedError: defaultAlert,
};

let current: ShopApiConfig = defaults;

/** Sets the whole configuration: options left out take their defaults again. */
export function configureShopApi(options: Partial<ShopApiConfig> = {}): void {
  current = { ...defaults, ...stripUndefined(options) };
}

/** The configuration in force, read by the base query on every call. */
export function shopApiConfig(): Readonly<ShopApiConfig> {
  return current;
}

function stripUndefined<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}
