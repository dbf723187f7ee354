import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, fieldErrors } from '../../../src/admin';
import { isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { boolean, eachLike, fromProviderState, integer, like, nullValue, regex, string } = MatchersV3;

const CUSTOMER = 'asha.patel@example.in';
const CONFIRMED = ['customer {email} has a confirmed cash-on-delivery order', { email: CUSTOMER }] as const;
const SHIPPED = ['customer {email} has a shipped cash-on-delivery order', { email: CUSTOMER }] as const;
const DELIVERED = ['customer {email} has a delivered cash-on-delivery order', { email: CUSTOMER }] as const;

const orderPath = (suffix = '') => fromProviderState(`/api/admin/orders/\${orderId}/${suffix}`, `/api/admin/orders/42/${suffix}`);
const sentVersion = () => fromProviderState('${orderVersion}', 3);
const day = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}$', example);

/** Where a cash-on-delivery order's money stands, as its page shows it. */
const codStateFields = ({ collected = nullValue() as unknown } = {}) => ({
  confirmation: regex('^(awaiting|confirmed|cancelled|expired)$', 'confirmed'),
  confirm_by: nullValue(),
  confirmed_at: isoDateTime(),
  collected_at: collected,
  remittance: nullValue(),
});

/** A cash-on-delivery order as its page reads it: the payment, the fee, its cash-on-delivery state, the next moves. */
const codOrderFields = ({
  delivery = 'pending',
  payment = 'to_collect',
  moves = ['processing', 'shipped', 'delivered', 'cancelled'],
  codState = codStateFields() as unknown,
  refunds = [] as unknown,
} = {}) =>
  like({
    id: integer(42),
    version: integer(2),
    payment_method: regex('^cash_on_delivery$', 'cash_on_delivery'),
    payment_status: regex('^(pending|completed|failed|refunded|partially_refunded|to_collect|collected)$', payment),
    delivery_status: regex('^(pending|processing|shipped|delivered|cancelled|returned)$', delivery),
    cod_fee_paise: integer(4900),
    total_paise: integer(264700),
    cash_on_delivery: codState,
    allowed_moves: moves.length ? eachLike(regex('^(processing|shipped|delivered|cancelled|returned)$', moves[0]!), moves.length) : [],
    refunds,
  });

/** What the ledger page shows: to collect, owed with each order, and the remittances recorded. */
const ledgerFields = ({ owed = true, remitted = false } = {}) => ({
  to_collect: { orders: integer(0), total_paise: integer(0) },
  outstanding: {
    total_paise: integer(owed ? 134800 : 0),
    orders: owed
      ? eachLike({
          id: integer(42),
          total_paise: integer(134800),
          collected_at: isoDateTime(),
          awb: string('DLV420000'),
          courier_name: string('Delhivery'),
          customer_name: string('Asha Patel'),
        })
      : [],
  },
  remittances: remitted
    ? eachLike({
        id: integer(1),
        reference: string('UTR202611200001'),
        remitted_on: day('2026-11-20'),
        amount_paise: integer(134800),
        order_ids: eachLike(integer(42)),
        recorded_at: isoDateTime(),
      })
    : [],
});

const settingsFields = (version: number) => ({
  shipping_fee_paise: integer(0),
  // Null until the owner sets a threshold (the save below sets one).
  free_shipping_from_paise: null,
  cod_enabled: boolean(true),
  cod_fee_paise: integer(4900),
  cod_max_order_paise: integer(1000000),
  cod_max_refused: integer(1),
  cod_confirm_hours: integer(24),
  tracking_mail_steps: eachLike(regex('^(picked_up|in_transit|out_for_delivery|delivered|delivery_failed|rto_initiated|rto_delivered)$', 'out_for_delivery')),
  version: integer(version),
});

const SETTINGS_UPDATE = {
  version: 1,
  shipping_fee_paise: 9900,
  free_shipping_from_paise: 99900,
  cod_enabled: true,
  cod_fee_paise: 3900,
  cod_max_order_paise: 500000,
  cod_max_refused: 1,
  cod_confirm_hours: 12,
  tracking_mail_steps: ['out_for_delivery', 'delivered'] as ('out_for_delivery' | 'delivered')[],
};

describe('the back-office’s cash on delivery', () => {
  const pact = createAdminPact();

  it('reads a confirmed cash-on-delivery order, which can now be packed', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...CONFIRMED)
      .uponReceiving('a request for a confirmed cash-on-delivery order')
      .withRequest('GET', orderPath(), (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(codOrderFields()))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminOrder.initiate({ id: 42 }));
        expect(result.data?.cash_on_delivery?.confirmation).toBe('confirmed');
        expect(result.data?.allowed_moves[0]).toBe('processing');
      }));

  it('marks a parcel the courier brought back as returned: not collected', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SHIPPED)
      .uponReceiving('a return of a shipped cash-on-delivery order')
      .withRequest('POST', orderPath('return/'), (request) => request.headers(staffBearer()).jsonBody({ version: sentVersion() }))
      .willRespondWith(200, (response) => response.jsonBody(codOrderFields({ delivery: 'returned', payment: 'failed', moves: [] })))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.returnOrder.initiate({ id: 42, orderMove: { version: 3 } }));
        expect(result.data?.delivery_status).toBe('returned');
        expect(result.data?.payment_status).toBe('failed');
      }));

  it('records the refund of a collected order paid back by transfer, with its reference', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...DELIVERED)
      .uponReceiving('a refund by bank transfer of a collected cash-on-delivery order')
      .withRequest('POST', orderPath('refunds/'), (request) =>
        request
          .headers({ ...staffBearer(), 'Idempotency-Key': regex('^[A-Za-z0-9-]{1,100}$', '9d1e7c2a-4b3f-4e8a-a1c5-6f7e8d9c0b1a') })
          .jsonBody({ amount_paise: 10000, reason: 'One strip arrived bent', reference: 'UPI-4471-2026' }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody(
          codOrderFields({
            delivery: 'delivered',
            payment: 'partially_refunded',
            moves: [],
            codState: like(codStateFields({ collected: isoDateTime() })),
            refunds: eachLike({
              id: integer(3),
              amount_paise: integer(10000),
              status: regex('^processed$', 'processed'),
              provider_refund_id: string('UPI-4471-2026'),
              credit_note: { id: integer(1), number: string('BCN/26-27/000001') },
            }),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.createRefund.initiate({
            id: 42,
            'Idempotency-Key': '9d1e7c2a-4b3f-4e8a-a1c5-6f7e8d9c0b1a',
            refundCreate: { amount_paise: 10000, reason: 'One strip arrived bent', reference: 'UPI-4471-2026' },
          }),
        );
        expect(result.data?.refunds[0]?.status).toBe('processed');
      }));

  it('refuses a refund of a collected order without the transfer’s reference (400 naming reference)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...DELIVERED)
      .uponReceiving('a refund of a collected cash-on-delivery order without a reference')
      .withRequest('POST', orderPath('refunds/'), (request) =>
        request
          .headers({ ...staffBearer(), 'Idempotency-Key': regex('^[A-Za-z0-9-]{1,100}$', '0b8f3a2c-5d6e-4f70-8192-a3b4c5d6e7f8') })
          .jsonBody({ amount_paise: 10000, reason: 'One strip arrived bent' }),
      )
      .willRespondWith(400, (response) => response.jsonBody({ detail: string('The refund cannot be made.'), errors: { reference: eachLike(string('transfer')) } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.createRefund.initiate({ id: 42, 'Idempotency-Key': '0b8f3a2c-5d6e-4f70-8192-a3b4c5d6e7f8', refundCreate: { amount_paise: 10000, reason: 'One strip arrived bent' } }),
        );
        expect(fieldErrors(result.error)[0]).toMatch(/^reference: /);
      }));

  it('reads the ledger: what couriers are to collect, what they owe with the orders, and the remittances', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...DELIVERED)
      .uponReceiving('a request for the cash-on-delivery ledger')
      .withRequest('GET', '/api/admin/cod/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(ledgerFields()))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getCodLedger.initiate());
        expect(result.data?.outstanding.orders[0]?.awb).toEqual(expect.any(String));
      }));

  it('records a courier’s remittance of the collected orders (201, the ledger after it)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...DELIVERED)
      .uponReceiving('a remittance of a collected order')
      .withRequest('POST', '/api/admin/cod/remittances/', (request) =>
        request.headers(staffBearer()).jsonBody({
          reference: 'UTR202611200001',
          remitted_on: '2026-11-20',
          amount_paise: fromProviderState('${amountPaise}', 134800),
          order_ids: [fromProviderState('${orderId}', 42)],
        }),
      )
      .willRespondWith(201, (response) => response.jsonBody(ledgerFields({ owed: false, remitted: true })))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.recordCodRemittance.initiate({ codRemittanceCreate: { reference: 'UTR202611200001', remitted_on: '2026-11-20', amount_paise: 134800, order_ids: [42] } }),
        );
        expect(result.data?.remittances[0]?.order_ids).toContain(42);
      }));

  it('refuses a remittance whose amount is not the orders’ total (400 naming amount_paise)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...DELIVERED)
      .uponReceiving('a remittance short of the orders’ total')
      .withRequest('POST', '/api/admin/cod/remittances/', (request) =>
        request.headers(staffBearer()).jsonBody({ reference: 'UTR202611200002', remitted_on: '2026-11-20', amount_paise: 100, order_ids: [fromProviderState('${orderId}', 42)] }),
      )
      .willRespondWith(400, (response) => response.jsonBody({ detail: string('The amount does not match the orders.'), errors: { amount_paise: eachLike(string('totals')) } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.recordCodRemittance.initiate({ codRemittanceCreate: { reference: 'UTR202611200002', remitted_on: '2026-11-20', amount_paise: 100, order_ids: [42] } }),
        );
        expect(fieldErrors(result.error)[0]).toMatch(/^amount_paise: /);
      }));

  it('reads the owner’s delivery settings', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a request for the delivery settings')
      .withRequest('GET', '/api/admin/settings/delivery/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(settingsFields(1)))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getDeliverySettings.initiate());
        expect(result.data?.cod_enabled).toBe(true);
      }));

  it('saves the delivery settings whole against the version read', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a save of the delivery settings')
      .withRequest('PUT', '/api/admin/settings/delivery/', (request) => request.headers(staffBearer()).jsonBody(SETTINGS_UPDATE))
      .willRespondWith(200, (response) => response.jsonBody({ ...settingsFields(2), shipping_fee_paise: integer(9900), free_shipping_from_paise: integer(99900), cod_fee_paise: integer(3900), cod_confirm_hours: integer(12) }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.updateDeliverySettings.initiate({ deliverySettingsUpdate: SETTINGS_UPDATE }));
        expect(result.data?.version).toBe(2);
        expect(result.data?.free_shipping_from_paise).toBe(99900);
      }));
});
