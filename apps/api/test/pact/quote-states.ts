/**
 * Provider states of the quotes pacts, the storefront's and the back-office's: a customer's request for quotation,
 * then priced in a draft, then sent. Each returns `quoteNumber`, `quoteToken` (its page's secret), `quoteId`,
 * `quoteVersion` and `variantId`.
 */
import { eq, sql } from 'drizzle-orm';
import { quotableVariants } from '../../src/catalog';
import type { Database } from '../../src/db/database';
import { quotes, users } from '../../src/db/schema';
import { requestQuote, saveQuoteDraft, sendQuote } from '../../src/quotes';
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
      new Date(),
    );
    return { ...quote, quoteVersion: saved.version, staffId: staff.id };
  };

  return {
    'customer {email} requested a quote': async (params) => requested(param(params, 'email')),

    'customer {email} has a quote priced in a draft': async (params) => {
      const { staffId: _staff, ...quote } = await drafted(param(params, 'email'));
      return quote;
    },

    'customer {email} was sent a quote': async (params) => {
      const { staffId, ...quote } = await drafted(param(params, 'email'));
      const sent = await sendQuote(db, quote.quoteId, { actorId: staffId, version: quote.quoteVersion }, quotableVariants, new Date(), settings());
      return { ...quote, quoteVersion: sent.version };
    },
  };
}
