/**
 * The Shiprocket carrier as a consumer of Shiprocket's external API: each test runs the real
 * createShiprocketCarrier against Pact's mock server (on loopback) and records what it sends and the parts
 * of each answer it reads, into contracts/pacts/ShopAPI-Shiprocket.json. The fake Shiprocket is verified
 * against that file (fake-shiprocket.pact.test.ts), so the fake provably answers what the carrier relies on.
 */
import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import { PACTS_DIR } from '@shop/contracts/pacts';
import { beforeEach, describe, expect, it } from 'vitest';
import { CarrierRefusedError, type Carrier } from '../../../src/shipping/carrier';
import { createShiprocketCarrier } from '../../../src/shipping/shiprocket-carrier';
import { FAKE_SHIPROCKET_USER } from '../../support/fake-shiprocket';
import { ASSIGNED, shipmentRequest } from '../../support/shipments';
import { CONSUMER, PROVIDER } from './pact-file';

const { eachLike, fromProviderState, integer, nullValue, number, regex, string } = MatchersV3;

// A pact of its own for each test: interactions added to a shared one could be served to a later test's mock
// server, which then answers a request with another test's interaction.
let pact: PactV4;
beforeEach(() => {
  pact = new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACTS_DIR, host: '127.0.0.1', logLevel: 'warn' });
});

/**
 * The carrier against the mock server. Each of its calls resolves only once the mock server has had a moment to
 * record the request it answered: Pact's mock server sends its answer before recording the match, and a test that
 * ends at once can find its request "expected but not received".
 */
const carrierAgainst = (mockServer: V3MockServer): Carrier => {
  const carrier = createShiprocketCarrier({ apiUrl: mockServer.url, ...FAKE_SHIPROCKET_USER, timeoutMs: 5000, pickupLocation: 'Primary' });
  return new Proxy(carrier, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          return await (value as (...callArgs: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
    },
  });
};

const LOGGED_IN = 'the shop is logged in at Shiprocket';
/** The bearer token of every call after the login: the verifier takes a real one from the state's `token`. */
const bearer = { authorization: fromProviderState('Bearer ${token}', 'Bearer eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.example') };
const SHIPMENT_ID = 1000000001;
const AWB = '19041424751540';

/** Every test's carrier logs in first: the login is recorded beside the interaction under test. */
function withLogin(): PactV4 {
  pact
    .addInteraction()
    .uponReceiving("a login with the shop's API user")
    .withRequest('POST', '/v1/external/auth/login', (request) => request.jsonBody({ email: string(FAKE_SHIPROCKET_USER.email), password: string(FAKE_SHIPROCKET_USER.password) }))
    .willRespondWith(200, (response) => response.jsonBody({ token: string('eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.example') }));
  return pact;
}

/** GET orders?search=42: how the carrier looks for Shiprocket's order of the shop's order 42 before creating one. */
function lookingForOrder(state: string, orders: unknown) {
  return withLogin()
    .addInteraction()
    .given(LOGGED_IN)
    .given(state, { orderId: '42' })
    .uponReceiving(`a search for the order of the shop's order 42, when ${state.replace('{orderId}', '42')}`)
    .withRequest('GET', '/v1/external/orders', (request) => request.query({ search: '42' }).headers(bearer))
    .willRespondWith(200, (response) => response.jsonBody({ data: orders }));
}

describe('serviceability', () => {
  it('lists the couriers that deliver a parcel, with rate, days and cash on delivery', () =>
    withLogin()
      .addInteraction()
      .given(LOGGED_IN)
      .given('couriers serve pincode {pincode}', { pincode: '560001' })
      .uponReceiving('a serviceability check for a parcel to a pincode couriers serve')
      .withRequest('GET', '/v1/external/courier/serviceability/', (request) =>
        request
          .query({ pickup_postcode: '400069', delivery_postcode: '560001', weight: '1.2', length: '35', breadth: '12', height: '16', cod: '0', declared_value: '1799' })
          .headers(bearer),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            available_courier_companies: eachLike({
              courier_company_id: integer(12),
              courier_name: string('Delhivery Surface'),
              rate: number(72.5),
              estimated_delivery_days: string('4'),
              cod: integer(1),
            }),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const request = shipmentRequest();
        const quotes = await carrierAgainst(mockServer).quotes({ pickupPincode: '400069', deliveryPincode: '560001', parcel: request.parcel, cashOnDelivery: false, declaredValuePaise: 179900 });
        expect(quotes).toEqual([{ courierId: '12', courierName: 'Delhivery Surface', ratePaise: 7250, estimatedDays: 4, cashOnDelivery: true }]);
      }));

  it('answers 404 for a pincode no courier serves', () =>
    withLogin()
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving('a serviceability check for a parcel to a pincode no courier serves')
      .withRequest('GET', '/v1/external/courier/serviceability/', (request) =>
        request
          .query({ pickup_postcode: '400069', delivery_postcode: '799999', weight: '1.2', length: '35', breadth: '12', height: '16', cod: '0', declared_value: '1799' })
          .headers(bearer),
      )
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        const request = shipmentRequest();
        expect(await carrierAgainst(mockServer).quotes({ pickupPincode: '400069', deliveryPincode: '799999', parcel: request.parcel, cashOnDelivery: false, declaredValuePaise: 179900 })).toEqual([]);
      }));
});

describe('the order', () => {
  it('is created as a custom order when Shiprocket has none for the shop’s order', () => {
    lookingForOrder('Shiprocket has no order {orderId}', []);
    return pact
      .addInteraction()
      .given(LOGGED_IN)
      .given('Shiprocket has no order {orderId}', { orderId: '42' })
      .uponReceiving("a custom order for the shop's order 42, cash on delivery")
      .withRequest('POST', '/v1/external/orders/create/adhoc', (request) =>
        request.headers(bearer).jsonBody({
          order_id: '42',
          order_date: regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$', '2026-11-28 10:00'),
          pickup_location: 'Primary',
          billing_customer_name: string('Asha Patel'),
          billing_address: string('12 MG Road'),
          billing_address_2: string('Near Trinity Metro'),
          billing_city: string('Bengaluru'),
          billing_pincode: regex('^[1-9]\\d{5}$', '560001'),
          billing_state: string('Karnataka'),
          billing_country: 'India',
          billing_email: string('asha.patel@example.in'),
          billing_phone: regex('^\\d{10}$', '9876543210'),
          shipping_is_billing: true,
          order_items: eachLike({ name: string('Stainless steel bird spikes (1 m)'), sku: string('BS-SS-1M'), units: integer(2), selling_price: number(899.5), hsn: string('7326') }),
          payment_method: regex('^(COD|Prepaid)$', 'COD'),
          sub_total: number(1799),
          length: number(35),
          breadth: number(12),
          height: number(16),
          weight: number(1.2),
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ order_id: integer(100000001), shipment_id: integer(SHIPMENT_ID), status: string('NEW'), status_code: integer(1) }))
      .executeTest(async (mockServer) => {
        expect(await carrierAgainst(mockServer).createOrder(shipmentRequest())).toEqual({ carrierOrderId: '100000001', carrierShipmentId: String(SHIPMENT_ID) });
      });
  });

  it('is the one Shiprocket has when the booking is repeated', () =>
    lookingForOrder('Shiprocket has order {orderId}', eachLike({ id: integer(100000001), channel_order_id: '42', status_code: integer(1), shipments: eachLike({ id: integer(SHIPMENT_ID) }) })).executeTest(
      async (mockServer) => {
        expect(await carrierAgainst(mockServer).createOrder(shipmentRequest())).toEqual({ carrierOrderId: '100000001', carrierShipmentId: String(SHIPMENT_ID) });
      },
    ));

  it('is refused when Shiprocket has cancelled the order of the same id', () =>
    lookingForOrder('Shiprocket has cancelled order {orderId}', eachLike({ id: integer(100000001), channel_order_id: '42', status_code: 5, shipments: eachLike({ id: integer(SHIPMENT_ID) }) })).executeTest(
      async (mockServer) => {
        await expect(carrierAgainst(mockServer).createOrder(shipmentRequest())).rejects.toBeInstanceOf(CarrierRefusedError);
      },
    ));
});

const NEW_SHIPMENT = 'Shiprocket has a new shipment for order {orderId}, which courier {courierId} serves';

/** GET shipments/{id}: how the carrier looks at the shipment before assigning it an AWB, in case it has one. */
function lookingAtShipment(state: string, shipment: Record<string, unknown>) {
  return withLogin()
    .addInteraction()
    .given(LOGGED_IN)
    .given(state, { orderId: '42', courierId: '12' })
    .uponReceiving(`the details of a shipment, when ${state.replace('{orderId}', '42').replace('{courierId}', '12')}`)
    .withRequest('GET', fromProviderState('/v1/external/shipments/${shipmentId}', `/v1/external/shipments/${SHIPMENT_ID}`), (request) => request.headers(bearer))
    .willRespondWith(200, (response) => response.jsonBody({ data: shipment }));
}

describe('the AWB', () => {
  it('is assigned with the chosen courier', () => {
    lookingAtShipment(NEW_SHIPMENT, { awb: nullValue() });
    return pact
      .addInteraction()
      .given(LOGGED_IN)
      .given(NEW_SHIPMENT, { orderId: '42', courierId: '12' })
      .uponReceiving('an AWB for a new shipment with a courier that serves it')
      .withRequest('POST', '/v1/external/courier/assign/awb', (request) =>
        request.headers(bearer).jsonBody({ shipment_id: fromProviderState('${shipmentId}', SHIPMENT_ID), courier_id: 12 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ awb_assign_status: 1, response: { data: { awb_code: string(AWB), courier_company_id: integer(12), courier_name: string('Delhivery Surface') } } }),
      )
      .executeTest(async (mockServer) => {
        expect(await carrierAgainst(mockServer).assignAwb(String(SHIPMENT_ID), '12')).toEqual({
          awb: AWB,
          courierId: '12',
          courierName: 'Delhivery Surface',
          ratePaise: null,
          trackingUrl: `https://shiprocket.co/tracking/${AWB}`,
        });
      });
  });

  it('is refused with HTTP 200 and Shiprocket’s reason when the courier cannot take the parcel', () => {
    lookingAtShipment(NEW_SHIPMENT, { awb: nullValue() });
    return pact
      .addInteraction()
      .given(LOGGED_IN)
      .given(NEW_SHIPMENT, { orderId: '42', courierId: '12' })
      .uponReceiving('an AWB for a new shipment with a courier that does not serve it')
      .withRequest('POST', '/v1/external/courier/assign/awb', (request) =>
        request.headers(bearer).jsonBody({ shipment_id: fromProviderState('${shipmentId}', SHIPMENT_ID), courier_id: 99 }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ awb_assign_status: 0, response: { data: { awb_assign_error: string('Selected courier is not serviceable for this shipment') } } }))
      .executeTest(async (mockServer) => {
        await expect(carrierAgainst(mockServer).assignAwb(String(SHIPMENT_ID), '99')).rejects.toThrow(new CarrierRefusedError('Selected courier is not serviceable for this shipment'));
      });
  });

  it('is the one the shipment already has when the answer to its assignment was lost', () =>
    lookingAtShipment('Shiprocket has a shipment with an AWB for order {orderId}', {
      awb: string(AWB),
      courier: string('Delhivery Surface'),
      sr_courier_id: integer(12),
    }).executeTest(async (mockServer) => {
      expect(await carrierAgainst(mockServer).assignAwb(String(SHIPMENT_ID), '12')).toEqual({
        awb: AWB,
        courierId: '12',
        courierName: 'Delhivery Surface',
        ratePaise: null,
        trackingUrl: `https://shiprocket.co/tracking/${AWB}`,
      });
    }));
});

describe('the label and the pickup', () => {
  const WITH_AWB = 'Shiprocket has a shipment with an AWB for order {orderId}';

  it('makes the label and says where its PDF is', () =>
    withLogin()
      .addInteraction()
      .given(LOGGED_IN)
      .given(WITH_AWB, { orderId: '42' })
      .uponReceiving('a label for a shipment with an AWB')
      .withRequest('POST', '/v1/external/courier/generate/label', (request) =>
        request.headers(bearer).jsonBody({ shipment_id: [fromProviderState('${shipmentId}', SHIPMENT_ID)] }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          label_created: 1,
          label_url: regex('^https?://\\S+\\.pdf$', 'https://kr-shipmultichannel.s3.ap-southeast-1.amazonaws.com/25149/labels/shipping-label-1000000001-19041424751540.pdf'),
        }),
      )
      .executeTest(async (mockServer) => {
        const { labelUrl } = await carrierAgainst(mockServer).generateLabel(String(SHIPMENT_ID), shipmentRequest(), ASSIGNED);
        expect(labelUrl).toMatch(/\.pdf$/);
      }));

  it('schedules the pickup and says the day', () =>
    withLogin()
      .addInteraction()
      .given(LOGGED_IN)
      .given(WITH_AWB, { orderId: '42' })
      .uponReceiving('a pickup for a shipment with an AWB')
      .withRequest('POST', '/v1/external/courier/generate/pickup', (request) =>
        request.headers(bearer).jsonBody({ shipment_id: [fromProviderState('${shipmentId}', SHIPMENT_ID)] }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ pickup_status: 1, response: { pickup_scheduled_date: regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', '2026-11-30 10:00:00') } }),
      )
      .executeTest(async (mockServer) => {
        expect(await carrierAgainst(mockServer).schedulePickup(String(SHIPMENT_ID))).toEqual({ pickupDate: '2026-11-30' });
      }));

  it('is refused as already queued when asked again', () =>
    withLogin()
      .addInteraction()
      .given(LOGGED_IN)
      .given('Shiprocket has a shipment for order {orderId} whose pickup is scheduled', { orderId: '42' })
      .uponReceiving('a pickup for a shipment whose pickup is already scheduled')
      .withRequest('POST', '/v1/external/courier/generate/pickup', (request) =>
        request.headers(bearer).jsonBody({ shipment_id: [fromProviderState('${shipmentId}', SHIPMENT_ID)] }),
      )
      .willRespondWith(400, (response) => response.jsonBody({ message: regex('^Already in Pickup Queue\\.?$', 'Already in Pickup Queue.') }))
      .executeTest(async (mockServer) => {
        expect(await carrierAgainst(mockServer).schedulePickup(String(SHIPMENT_ID))).toEqual({ pickupDate: null });
      }));
});

describe('tracking', () => {
  it('lists a parcel’s scans with Shiprocket’s status codes', () =>
    withLogin()
      .addInteraction()
      .given(LOGGED_IN)
      .given('Shiprocket has scans of AWB {awb}: picked up, then in transit', { awb: AWB })
      .uponReceiving('the tracking of an AWB with scans')
      .withRequest('GET', `/v1/external/courier/track/awb/${AWB}`, (request) => request.headers(bearer))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          tracking_data: {
            track_status: 1,
            shipment_track: eachLike({ current_status: string('IN TRANSIT') }),
            shipment_track_activities: eachLike({
              date: regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', '2026-11-30 10:30:00'),
              status: string('IT'),
              activity: string('Shipment added in bag'),
              location: string('Mumbai_Andheri_H (Maharashtra)'),
              'sr-status': regex('^(\\d+|NA)$', '18'),
              'sr-status-label': string('IN TRANSIT'),
            }),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const update = await carrierAgainst(mockServer).track({ awb: AWB, bookedAt: new Date('2026-11-28T04:30:00Z') });
        expect(update).toMatchObject({ awb: AWB, courierStatus: 'IN TRANSIT', scans: [{ step: 'in_transit', detail: 'Shipment added in bag, Mumbai_Andheri_H (Maharashtra)', at: new Date('2026-11-30T05:00:00Z') }] });
      }));

  it('has nothing yet for an AWB without scans', () =>
    withLogin()
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving('the tracking of an AWB without scans')
      .withRequest('GET', '/v1/external/courier/track/awb/19041424000099', (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody({ tracking_data: { track_status: 0 } }))
      .executeTest(async (mockServer) => {
        expect(await carrierAgainst(mockServer).track({ awb: '19041424000099', bookedAt: new Date() })).toEqual({ awb: '19041424000099', courierStatus: null, scans: [] });
      }));
});

describe('failed deliveries', () => {
  const UNDELIVERED = 'Shiprocket has an undelivered parcel with AWB {awb}';

  it('asks for another attempt on a day, with a corrected phone and address line', () =>
    withLogin()
      .addInteraction()
      .given(LOGGED_IN)
      .given(UNDELIVERED, { awb: AWB })
      .uponReceiving('a re-attempt of an undelivered parcel on a chosen day')
      .withRequest('POST', `/v1/external/ndr/${AWB}/action`, (request) =>
        request.headers(bearer).jsonBody({
          action: 're-attempt',
          comments: string('The customer asked for another attempt on 2026-12-02.'),
          deferred_date: fromProviderState('${deferredDate}', '2026-12-02'),
          phone: '9876543211',
          address1: 'Flat 4, behind the temple',
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ message: string('Action taken successfully.') }))
      .executeTest(async (mockServer) => {
        await carrierAgainst(mockServer).answerDeliveryProblem({ awb: AWB, action: 'reattempt', date: '2026-12-02', phone: '9876543211', addressLine: 'Flat 4, behind the temple' });
      }));

  it('asks for the parcel back', () =>
    withLogin()
      .addInteraction()
      .given(LOGGED_IN)
      .given(UNDELIVERED, { awb: AWB })
      .uponReceiving('a return of an undelivered parcel')
      .withRequest('POST', `/v1/external/ndr/${AWB}/action`, (request) => request.headers(bearer).jsonBody({ action: 'return', comments: string('The customer asked for the parcel to be returned.') }))
      .willRespondWith(200, (response) => response.jsonBody({ message: string('Action taken successfully.') }))
      .executeTest(async (mockServer) => {
        await carrierAgainst(mockServer).answerDeliveryProblem({ awb: AWB, action: 'return', date: null, phone: null, addressLine: null });
      }));

  it('is refused, with Shiprocket’s words for staff, when the failed attempt was acted on already', () =>
    withLogin()
      .addInteraction()
      .given(LOGGED_IN)
      .given('Shiprocket has an undelivered parcel with AWB {awb}, already acted on', { awb: AWB })
      .uponReceiving('a second answer to the same failed attempt')
      .withRequest('POST', `/v1/external/ndr/${AWB}/action`, (request) => request.headers(bearer).jsonBody({ action: 'return', comments: string('The customer asked for the parcel to be returned.') }))
      .willRespondWith(400, (response) => response.jsonBody({ message: string('Action already taken on this NDR.') }))
      .executeTest(async (mockServer) => {
        const answered = carrierAgainst(mockServer).answerDeliveryProblem({ awb: AWB, action: 'return', date: null, phone: null, addressLine: null });
        await expect(answered).rejects.toBeInstanceOf(CarrierRefusedError);
        await expect(answered).rejects.toThrow('Action already taken on this NDR.');
      }));
});

describe('reverse pickups', () => {
  const RETURN_TO = { name: 'BirdShield India', address: 'Plot No. 27, Sector 8, IMT Manesar', city: 'Gurgaon', state: 'Haryana', pincode: '122051', email: 'shop@birdshield.example', phone: '+91 98765 43210' };
  const returnRequest = (qualityCheck: boolean) => ({ returnId: 7, shipment: shipmentRequest({ cashOnDelivery: false }), returnTo: RETURN_TO, qualityCheck });
  const RETURN_STATE = 'Shiprocket has no return order {orderId}';

  /** GET orders/processing/return?search=R7: how the carrier looks for the return order of the shop's return 7 before creating one. */
  function lookingForReturn(state: string, orders: unknown) {
    return withLogin()
      .addInteraction()
      .given(LOGGED_IN)
      .given(state, { orderId: 'R7' })
      .uponReceiving(`a search for the return order of the shop's return 7, when ${state.replace('{orderId}', 'R7')}`)
      .withRequest('GET', '/v1/external/orders/processing/return', (request) => request.query({ search: 'R7' }).headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody({ data: orders }));
  }

  it('creates a return order: from the customer to the shop, prepaid, with a doorstep quality check', () => {
    lookingForReturn(RETURN_STATE, []);
    return pact
      .addInteraction()
      .given(LOGGED_IN)
      .given(RETURN_STATE, { orderId: 'R7' })
      .uponReceiving("a return order for the shop's return 7, checked at the door")
      .withRequest('POST', '/v1/external/orders/create/return', (request) =>
        request.headers(bearer).jsonBody({
          order_id: 'R7',
          order_date: regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$', '2026-11-28 10:00'),
          pickup_customer_name: string('Asha Patel'),
          pickup_address: string('12 MG Road'),
          pickup_address_2: string('Near Trinity Metro'),
          pickup_city: string('Bengaluru'),
          pickup_state: string('Karnataka'),
          pickup_country: 'India',
          pickup_pincode: regex('^[1-9]\\d{5}$', '560001'),
          pickup_email: string('asha.patel@example.in'),
          pickup_phone: regex('^\\d{10}$', '9876543210'),
          shipping_customer_name: string('BirdShield India'),
          shipping_address: string('Plot No. 27, Sector 8, IMT Manesar'),
          shipping_city: string('Gurgaon'),
          shipping_state: string('Haryana'),
          shipping_country: 'India',
          shipping_pincode: regex('^[1-9]\\d{5}$', '122051'),
          shipping_email: string('shop@birdshield.example'),
          shipping_phone: regex('^\\d{10}$', '9876543210'),
          order_items: eachLike({ name: string('Stainless steel bird spikes (1 m)'), sku: string('BS-SS-1M'), units: integer(2), selling_price: number(899.5), hsn: string('7326'), qc_enable: true, qc_product_name: string('Stainless steel bird spikes (1 m)') }),
          payment_method: 'Prepaid',
          sub_total: number(1799),
          length: number(35),
          breadth: number(12),
          height: number(16),
          weight: number(1.2),
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ order_id: integer(100000001), shipment_id: integer(SHIPMENT_ID), status: string('RETURN PENDING'), status_code: integer(1) }))
      .executeTest(async (mockServer) => {
        expect(await carrierAgainst(mockServer).createReturnOrder(returnRequest(true))).toEqual({ carrierOrderId: '100000001', carrierShipmentId: String(SHIPMENT_ID) });
      });
  });

  it('is the return order Shiprocket has when the booking is repeated', () =>
    lookingForReturn('Shiprocket has return order {orderId}', eachLike({ id: integer(100000001), channel_order_id: 'R7', status_code: integer(1), shipments: eachLike({ id: integer(SHIPMENT_ID) }) })).executeTest(
      async (mockServer) => {
        expect(await carrierAgainst(mockServer).createReturnOrder(returnRequest(false))).toEqual({ carrierOrderId: '100000001', carrierShipmentId: String(SHIPMENT_ID) });
      },
    ));

  it('assigns the return shipment an AWB, the courier Shiprocket’s choice', () => {
    const state = 'Shiprocket has a new return shipment for return order {orderId}';
    withLogin()
      .addInteraction()
      .given(LOGGED_IN)
      .given(state, { orderId: 'R7' })
      .uponReceiving('the details of a new return shipment')
      .withRequest('GET', fromProviderState('/v1/external/shipments/${shipmentId}', `/v1/external/shipments/${SHIPMENT_ID}`), (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody({ data: { awb: nullValue() } }));
    return pact
      .addInteraction()
      .given(LOGGED_IN)
      .given(state, { orderId: 'R7' })
      .uponReceiving('an AWB for a new return shipment')
      .withRequest('POST', '/v1/external/courier/assign/awb', (request) => request.headers(bearer).jsonBody({ shipment_id: fromProviderState('${shipmentId}', SHIPMENT_ID), is_return: 1 }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ awb_assign_status: 1, response: { data: { awb_code: string(AWB), courier_company_id: integer(12), courier_name: string('Delhivery Surface') } } }),
      )
      .executeTest(async (mockServer) => {
        expect(await carrierAgainst(mockServer).assignReturnAwb(String(SHIPMENT_ID))).toMatchObject({ awb: AWB, courierId: '12', courierName: 'Delhivery Surface' });
      });
  });
});
