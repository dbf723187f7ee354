/**
 * What a quote needs of the catalogue and the crews, given by whoever calls (the routes pass the catalogue's quotableVariants):
 * a module imports no other module, and the quote desk only reads a variant's name, price and tax.
 */
import type { PriceTier } from '@shop/rules';
import type { Database, Transaction } from '../db/database';

export interface QuoteVariant {
  id: number;
  productTitle: string;
  label: string;
  pricePaise: number;
  gstRatePercent: number;
  hsnCode: string;
  priceTiers: PriceTier[];
  onSale: boolean;
}

export type VariantLookup = (db: Database | Transaction, ids: readonly number[]) => Promise<Map<number, QuoteVariant>>;

/** What a quotation line takes of a catalogue service: its unit in words, SAC code and GST rate. */
interface QuoteService {
  id: number;
  unit: string;
  sacCode: string;
  gstRatePercent: number;
  active: boolean;
}

/**
 * The services named, and whether a crew serves the site's PIN code (the routes pass the bookings' lookups): a
 * service is offered only where the shop's crews go.
 */
export type ServiceLookup = (db: Database | Transaction, ids: readonly number[], pincode: string) => Promise<{ known: Map<number, QuoteService>; served: boolean }>;
