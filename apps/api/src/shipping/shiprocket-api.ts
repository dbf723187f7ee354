/**
 * Shiprocket's external API (apiv2.shiprocket.in/v1/external) over HTTP, as the Shiprocket carrier calls it.
 * An API user's e-mail and password buy a bearer token (POST auth/login), valid ten days: it is kept and
 * renewed a day early, or at once when Shiprocket refuses it (401). Shiprocket answers errors as JSON
 * `{ message, errors?: { field: [text] }, status_code }`; some calls also refuse with HTTP 200 and a flag,
 * which the carrier reads itself.
 */
import { CarrierRefusedError, CarrierUnavailableError } from './carrier';

export interface ShiprocketConfig {
  apiUrl: string;
  email: string;
  password: string;
  timeoutMs: number;
  /** The nickname of the pickup address registered in Shiprocket (its "pickup_location"), where couriers collect. */
  pickupLocation: string;
}

const TOKEN_LIFETIME_MS = 9 * 24 * 60 * 60 * 1000;

export interface ShiprocketApi {
  /** A call with the kept token, logging in again once if Shiprocket no longer accepts it. */
  authorised(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response>;
  /**
   * The same call's JSON answer. Throws CarrierUnavailableError when Shiprocket is down, slow, rate-limiting or
   * refusing the shop's login, and CarrierRefusedError with its message for any other refusal.
   */
  json(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown>;
  /** A PDF Shiprocket keeps (a label): over https, or from the API's own host; any other URL is refused unfetched. */
  downloadPdf(url: string): Promise<Uint8Array>;
}

export function createShiprocketApi(config: ShiprocketConfig, now: () => number): ShiprocketApi {
  const root = `${config.apiUrl.replace(/\/+$/, '')}/v1/external`;
  const apiOrigin = new URL(config.apiUrl).origin;
  let token: { value: string; expiresAt: number } | undefined;

  async function call(url: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      throw new CarrierUnavailableError(`Shiprocket did not answer ${pathOf(url)}: ${(error as Error).message}`);
    }
  }

  async function logIn(): Promise<string> {
    const response = await call(`${root}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: config.email, password: config.password }),
    });
    const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
    if (!response.ok || typeof body?.token !== 'string') throw new CarrierUnavailableError(`Shiprocket refused the shop's API user (HTTP ${response.status})`);
    token = { value: body.token, expiresAt: now() + TOKEN_LIFETIME_MS };
    return body.token;
  }

  async function authorised(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const send = (bearer: string) =>
      call(`${root}${path}`, {
        method,
        headers: { authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const response = await send(token && token.expiresAt > now() ? token.value : await logIn());
    // A refused token means the request was not carried out, so sending it again is safe.
    return response.status === 401 ? send(await logIn()) : response;
  }

  return {
    authorised,
    async json(method, path, body) {
      const response = await authorised(method, path, body);
      const answer: unknown = await response.json().catch(() => undefined);
      if (response.status >= 500 || response.status === 429 || response.status === 401) {
        throw new CarrierUnavailableError(`Shiprocket could not answer ${pathOf(path)} (HTTP ${response.status})`);
      }
      if (!response.ok) throw new CarrierRefusedError(refusalText(response.status, answer));
      if (answer === undefined) throw new CarrierUnavailableError(`Shiprocket's answer to ${pathOf(path)} was not JSON (HTTP ${response.status})`);
      return answer;
    },
    async downloadPdf(url) {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        throw new CarrierRefusedError('The label address is not a URL');
      }
      // The address comes from an answer, never from a user; still, only Shiprocket's storage is asked.
      if (target.protocol !== 'https:' && target.origin !== apiOrigin) throw new CarrierRefusedError(`Labels are fetched over https only, not from ${target.origin}`);
      // Never follow a redirect to another host; and the shop's token is not sent to the storage.
      const response = await call(target.href, { redirect: 'error' });
      if (response.status >= 500) throw new CarrierUnavailableError(`The label's storage could not answer (HTTP ${response.status})`);
      if (!response.ok) throw new CarrierRefusedError(`The label could not be fetched (HTTP ${response.status})`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-') throw new CarrierRefusedError('The label is not a PDF');
      return bytes;
    },
  };
}

/** A path for messages: without the query string, which may carry pincodes and amounts. */
function pathOf(url: string): string {
  return url.split('?')[0]!.replace(/^https?:\/\/[^/]+/, '');
}

/** "Oops! Invalid Data. order_id: The order id field is required.": Shiprocket's message and each field's problem. */
function refusalText(status: number, answer: unknown): string {
  const { message, errors } = (answer ?? {}) as { message?: unknown; errors?: unknown };
  const problems = typeof errors === 'object' && errors !== null ? Object.entries(errors).map(([field, said]) => `${field}: ${[said].flat().join(' ')}`) : [];
  return [typeof message === 'string' && message.trim() !== '' ? message.trim() : `Shiprocket refused the request (HTTP ${status})`, ...problems].join(' ');
}
