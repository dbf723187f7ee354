/**
 * Provider states of the quotes pacts, the storefront's and the back-office's: a customer's request for quotation,
 * then priced in a draft, then sent; allowed to be paid by transfer, and accepted so. Each returns `quoteNumber`, `quoteToken` (its page's secret), `quoteId`,
 * `quoteVersion` and `variantId`.
 */
import { eq, sql } from 'drizzle-orm';
import { servicesAtPincode } from '../../src/bookings';
import { quotableVariants } from '../../src/catalog';
import type { Database } from '../../src/db/database';
import { quotes, users } from '../../src/db/schema';
import { acceptQuote } from '../../src/flows/quote-acceptance/accept-quote';
import { bankDetails, updateBankDetails } from '../../src/orders';
import { createDemoGateway } from '../../src/payments/demo-gateway';
import { allowQuoteBankTransfer, requestQuote, saveQuoteDraft, sendQuote } from '../../src/quotes';
import { checkoutWith } from '../support/checkout';
import { createCustomer, createProduct, createStaff, variantsOf } from '../support/fixtures';
import { param, type StateContext, type StateHandler } from './state-support';

const DAY_MS = 24 * 60 * 60 * 1000;

export function quoteStates(db: Database, context: StateContext): Record<string, StateHandler> {
  const settings = () => ({ linkKey: context.keys.quoteLinks, siteUrl: context.url, notifyEmail: 'shop@example.in', perHourLimit: 100 });

  const requested = async (email: string) => {
    const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
    const owner = existing ?? (await createCustomer(db, { email, name: 'Asha Patel', contact: '9876543210' }));
    // Stocked for the quotation's 40 packs, so a sent quote can be accepted.
    const product = await createProduct(db, { title: 'Polycarbonate bird spikes', pricePaise: 45000, stock: 100 });
    const variantId = (await variantsOf(db, product.id))[0]!.id;
    const input = {
      name: 'Asha Patel',
      organisation: 'Green Park Housing Society',
      phone: '9876543210',
      email,
      site_pincode: '411001',
      site_address: 'Wing B terrace, Green Park, Pune',
      site_kind: 'housing_society' as const,
      wants_installation: true,
      lines: [{ variant: variantId, quantity: 40 }],
    };
    const receipt = await requestQuote(db, input, { userId: owner.id, client: { ip: '192.0.2.10' } }, quotableVariants, new Date(), settings());
    const [row] = await db.select().from(quotes).where(eq(quotes.number, receipt.number));
    return { quoteNumber: receipt.number, quoteToken: receipt.token, quoteId: row!.id, quoteVersion: row!.version, variantId };
  };

  const drafted = async (email: string) => {
    const quote = await requested(email);
    const staff = await createStaff(db);
    const validUntil = new Date(Date.now() + 14 * DAY_MS).toISOString().slice(0, 10);
    // One line: a pact matches every line of a list against one example.
    const lines = [
      { variant: quote.variantId, description: 'Polycarbonate bird spikes, pack of 10', quantity: 40, unit_price_paise: 38000, gst_rate: 18 as const, hsn_sac: '3926' },
    ];
    const saved = await saveQuoteDraft(
      db,
      quote.quoteId,
      { actorId: staff.id, version: quote.quoteVersion, lines, delivery_terms: 'Within 7 days of the order.', installation_terms: 'Fitted within 3 days of delivery.', valid_until: validUntil },
      quotableVariants,
      servicesAtPincode,
      new Date(),
    );
    return { ...quote, quoteVersion: saved.version, staffId: staff.id };
  };

  const sent = async (email: string) => {
    const { staffId, ...quote } = await drafted(email);
    const done = await sendQuote(db, quote.quoteId, { actorId: staffId, version: quote.quoteVersion }, quotableVariants, new Date(), settings());
    return { ...quote, quoteVersion: done.version, staffId };
  };

  /** Sent, the shop's bank details given, and the owner allowing the buyer to pay it by bank transfer or UPI. */
  const payableByTransfer = async (email: string) => {
    const { staffId, ...quote } = await sent(email);
    const bank = { account_name: 'BirdShield India Pvt Ltd', account_number: '50200012345678', ifsc: 'HDFC0001234', upi_id: 'birdshield@okhdfcbank' };
    await updateBankDetails(db, { ...bank, version: (await bankDetails(db)).version }, staffId);
    const allowed = await allowQuoteBankTransfer(db, quote.quoteId, { actorId: staffId, version: quote.quoteVersion, allowed: true }, quotableVariants, new Date());
    return { ...quote, quoteVersion: allowed.version };
  };

  /** That quote accepted to be paid by transfer: the order waits for the money. Also returns `orderId`. */
  const awaitingTransfer = async (email: string) => {
    const quote = await payableByTransfer(email);
    const [buyer] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
    const buyerOf = { userId: buyer!.id, linkKey: context.keys.quoteLinks };
    const order = await acceptQuote(db, checkoutWith(await createDemoGateway(db)), quote.quoteNumber, buyerOf, { revision: 1, payment_method: 'bank_transfer' }, new Date());
    return { ...quote, orderId: order.id };
  };

  return {
    'customer {email} was sent a quote the owner allows paying by transfer': async (params) => payableByTransfer(param(params, 'email')),

    'customer {email} has an order awaiting a bank transfer': async (params) => awaitingTransfer(param(params, 'email')),

    'a customer has an order awaiting a bank transfer': async () => awaitingTransfer('kavya.nair@example.in'),

    'customer {email} requested a quote': async (params) => requested(param(params, 'email')),

    'customer {email} has a quote priced in a draft': async (params) => {
      const { staffId: _staff, ...quote } = await drafted(param(params, 'email'));
      return quote;
    },

    'customer {email} was sent a quote': async (params) => {
      const { staffId: _staff, ...quote } = await sent(param(params, 'email'));
      return quote;
    },
  };
}
