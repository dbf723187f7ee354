/**
 * Shiprocket's external API (apiv2.shiprocket.in/v1/external) as the shop's Carrier. An API user's e-mail
 * and password buy a bearer token (POST auth/login), valid ten days: it is kept and renewed a day early,
 * or at once when Shiprocket refuses it. Serviceability is GET courier/serviceability/ with both
 * pincodes, the weight in kg, the parcel's size and whether it is cash on delivery.
 */
import { CarrierUnavailableError, type Carrier, type CourierQuote, type ServiceabilityRequest } from './carrier';

export interface ShiprocketConfig {
  apiUrl: string;
  email: string;
  password: string;
  timeoutMs: number;
}

const TOKEN_LIFETIME_MS = 9 * 24 * 60 * 60 * 1000;

/** A courier as Shiprocket's serviceability lists it (the fields the shop reads). */
interface AvailableCourier {
  courier_company_id: number | string;
  courier_name: string;
  rate: number | string;
  estimated_delivery_days: number | string;
  cod: number | boolean;
}

export function createShiprocketCarrier(config: ShiprocketConfig, now: () => number = Date.now): Carrier {
  const root = `${config.apiUrl.replace(/\/+$/, '')}/v1/external`;
  let token: { value: string; expiresAt: number } | undefined;

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await fetch(`${root}${path}`, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      throw new CarrierUnavailableError(`Shiprocket did not answer ${path.split('?')[0]}: ${(error as Error).message}`);
    }
  }

  async function logIn(): Promise<string> {
    const response = await call('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: config.email, password: config.password }),
    });
    const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
    if (!response.ok || typeof body?.token !== 'string') throw new CarrierUnavailableError(`Shiprocket refused the shop's API user (HTTP ${response.status})`);
    token = { value: body.token, expiresAt: now() + TOKEN_LIFETIME_MS };
    return body.token;
  }

  /** A GET with the kept token, logging in again once if Shiprocket no longer accepts it. */
  async function authorisedGet(path: string): Promise<Response> {
    const current = token && token.expiresAt > now() ? token.value : await logIn();
    const response = await call(path, { headers: { authorization: `Bearer ${current}` } });
    if (response.status !== 401) return response;
    return call(path, { headers: { authorization: `Bearer ${await logIn()}` } });
  }

  return {
    name: 'shiprocket',
    async quotes(request: ServiceabilityRequest): Promise<CourierQuote[]> {
      const query = new URLSearchParams({
        pickup_postcode: request.pickupPincode,
        delivery_postcode: request.deliveryPincode,
        weight: String(request.parcel.weightGrams / 1000),
        length: String(request.parcel.lengthCm),
        breadth: String(request.parcel.breadthCm),
        height: String(request.parcel.heightCm),
        cod: request.cashOnDelivery ? '1' : '0',
        declared_value: String(request.declaredValuePaise / 100),
      });
      const response = await authorisedGet(`/courier/serviceability/?${query}`);
      const body = (await response.json().catch(() => null)) as { status?: unknown; data?: { available_courier_companies?: unknown } } | null;
      // No courier for that pincode: Shiprocket answers 404, in the status line or in the body.
      if (response.status === 404 || body?.status === 404) return [];
      const couriers = body?.data?.available_courier_companies;
      if (!response.ok || !Array.isArray(couriers)) throw new CarrierUnavailableError(`Shiprocket's serviceability failed (HTTP ${response.status})`);
      return (couriers as AvailableCourier[]).flatMap((courier) => {
        const rate = Number(courier.rate);
        const days = Number(courier.estimated_delivery_days);
        if (!Number.isFinite(rate) || !Number.isInteger(days) || days < 0) return [];
        return [
          {
            courierId: String(courier.courier_company_id),
            courierName: courier.courier_name,
            ratePaise: Math.round(rate * 100),
            estimatedDays: days,
            cashOnDelivery: courier.cod === 1 || courier.cod === true,
          },
        ];
      });
    },
  };
}
