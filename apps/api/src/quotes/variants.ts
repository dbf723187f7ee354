/**
 * What a quote needs of the catalogue, given by whoever calls (the routes pass the catalogue's quotableVariants):
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
