import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { errorStatus, fieldErrors, ordersApi } from '../../src';
import { cartPriceFields, couponDiscountFields, fieldErrorFields } from './shapes';
import { clientAgainst, createShopPact } from './shopPact';

const { eachLike, fromProviderState, integer, nullValue } = MatchersV3;

const json = { 'Content-Type': 'application/json' };
const IN_STOCK = ['product {slug} is in stock', { slug: 'stainless-steel-bird-spikes' }] as const;
// 10% off every product, started an hour ago and ending in a week by the provider's clock.
const COUPON = ['coupon {code} gives {percent} percent off', { code: 'MONSOON10', percent: '10' }] as const;

/** The cart's two units; the product's id comes from the provider state. */
const items = [{ product: 12, quantity: 2 }];
const itemsBody = () => [{ product: fromProviderState('${productId}', 12), quantity: 2 }];

describe('coupons at the cart', () => {
  const pact = createShopPact();

  it('checks a coupon against the cart without signing in: the amount off and each line’s share', () =>
    pact
      .addInteraction()
      .given(...IN_STOCK)
      .given(...COUPON)
      .uponReceiving('a check of a coupon against a cart of two units')
      .withRequest('POST', '/api/user/coupons/check/', (request) => request.headers(json).jsonBody({ code: 'monsoon10', items: itemsBody() }))
      .willRespondWith(200, (response) => response.jsonBody(couponDiscountFields()))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(ordersApi.endpoints.checkCoupon.initiate({ couponCheck: { code: 'monsoon10', items } }));
        expect(result.data?.code).toBe('MONSOON10');
        expect(result.data?.discount_paise).toBeGreaterThan(0);
        expect(result.data?.lines[0]?.discount_paise).toEqual(expect.any(Number));
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('refuses a code the shop never gave out, naming code with the one answer for any code that cannot be used now', () =>
    pact
      .addInteraction()
      .given(...IN_STOCK)
      .uponReceiving('a check of a coupon code that does not exist')
      .withRequest('POST', '/api/user/coupons/check/', (request) => request.headers(json).jsonBody({ code: 'NOPE1', items: itemsBody() }))
      .willRespondWith(400, (response) =>
        response.jsonBody(
          fieldErrorFields('code', 'coupon_not_usable', 'There is no coupon NOPE1 you can use now. Check the code and try again.', 'There is no coupon NOPE1 you can use now. Check the code and try again.'),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(ordersApi.endpoints.checkCoupon.initiate({ couponCheck: { code: 'NOPE1', items } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^code: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));
});

describe('a cart priced', () => {
  const pact = createShopPact();

  it('prices the cart’s lines with its coupon without signing in: the figures the cart and the checkout show', () =>
    pact
      .addInteraction()
      .given(...IN_STOCK)
      .given(...COUPON)
      .uponReceiving('a price of a cart of two units with a coupon')
      .withRequest('POST', '/api/user/cart/price/', (request) => request.headers(json).jsonBody({ items: itemsBody(), code: 'MONSOON10' }))
      .willRespondWith(200, (response) => response.jsonBody(cartPriceFields()))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(ordersApi.endpoints.priceCart.initiate({ cartPriceRequest: { items, code: 'MONSOON10' } }));
        expect(result.data?.coupon?.code).toBe('MONSOON10');
        expect(result.data?.total_paise).toBe(result.data!.subtotal_paise - result.data!.discount_paise + result.data!.shipping_paise);
        expect(result.data?.free_shipping_shortfall_paise).toBeNull();
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('prices a line that reaches a price break at the tier’s price, with the list price and what the tier saved', () =>
    pact
      .addInteraction()
      .given('product {slug} costs 10 percent less per pack from {quantity} packs', { slug: 'stainless-steel-bird-spikes', quantity: '10' })
      .uponReceiving('a price of a cart of ten units that reach a price break')
      .withRequest('POST', '/api/user/cart/price/', (request) => request.headers(json).jsonBody({ items: [{ product: fromProviderState('${productId}', 12), quantity: 10 }] }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...cartPriceFields(),
          coupon: nullValue(),
          discount_paise: integer(0),
          lines: eachLike({
            product: integer(12),
            variant: integer(31),
            quantity: integer(10),
            unit_price_paise: integer(116910),
            line_total_paise: integer(1169100),
            discount_paise: integer(0),
            list_unit_price_paise: integer(129900),
            price_tier_min_quantity: integer(10),
            tier_saving_paise: integer(129900),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(ordersApi.endpoints.priceCart.initiate({ cartPriceRequest: { items: [{ product: 12, quantity: 10 }] } }));
        const [line] = result.data?.lines ?? [];
        expect(line?.price_tier_min_quantity).toBe(10);
        expect(line?.unit_price_paise).toBeLessThan(line!.list_unit_price_paise!);
        expect(line?.tier_saving_paise).toBe((line!.list_unit_price_paise! - line!.unit_price_paise) * line!.quantity);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('refuses a code it cannot use as the coupon check does, naming code', () =>
    pact
      .addInteraction()
      .given(...IN_STOCK)
      .uponReceiving('a price of a cart with a coupon code that does not exist')
      .withRequest('POST', '/api/user/cart/price/', (request) => request.headers(json).jsonBody({ items: itemsBody(), code: 'NOPE1' }))
      .willRespondWith(400, (response) =>
        response.jsonBody(
          fieldErrorFields('code', 'coupon_not_usable', 'There is no coupon NOPE1 you can use now. Check the code and try again.', 'There is no coupon NOPE1 you can use now. Check the code and try again.'),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(ordersApi.endpoints.priceCart.initiate({ cartPriceRequest: { items, code: 'NOPE1' } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^code: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));
});
