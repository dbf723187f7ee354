/**
 * The declarations the Legal Metrology (Packaged Commodities) Rules, 2011 (rule 6(10)) ask an online shop to show
 * for a packaged product, and the Consumer Protection (E-Commerce) Rules, 2020 its country of origin
 * (decision 049): the generic name, each pack's net quantity, who made, packed or imported it, the country of
 * origin and whom to contact with a complaint. The M.R.P. is the variant's own. The month of manufacture is
 * kept where staff give it but never required: the Rules leave it off what an online shop must display.
 */
import type { Schema } from '@shop/contracts';
import { countryName } from '@shop/rules/countries';
import { netQuantityText } from '@shop/rules/declarations';
import { sql, type SQL } from 'drizzle-orm';
import type { MakerKind, NetQuantityUnit } from '../db/tables/values';

export type DeclaredMaker = Schema<'DeclaredMaker'>;
type ConsumerCare = NonNullable<Schema<'ProductDeclarations'>['consumer_care']>;

/** What the owner keeps once for every product (the seller's details): null where they have not said. */
export interface DeclarationDefaults {
  maker: DeclaredMaker | null;
  consumerCare: ConsumerCare | null;
}

/** The product's own declaration columns. */
export interface DeclaredProduct {
  genericName: string | null;
  countryOfOrigin: string | null;
  makerKind: MakerKind | null;
  makerName: string | null;
  makerAddress: string | null;
}

/** A variant's. */
export interface DeclaredVariant {
  netQuantity: number | null;
  netQuantityUnit: NetQuantityUnit | null;
}

const INDIA = 'IN';

/** The product's own maker, else the shop's default. */
export function makerOf(product: DeclaredProduct, defaults: DeclarationDefaults): DeclaredMaker | null {
  if (product.makerKind && product.makerName && product.makerAddress) {
    return { kind: product.makerKind, name: product.makerName, address: product.makerAddress };
  }
  return defaults.maker;
}

/**
 * The fields still missing, in the form's order; empty when the product may be shown. A pack from abroad
 * must name its importer (rule 6(1)(a)), so an imported product whose maker is not one lacks `maker`.
 */
export function missingDeclarations(product: DeclaredProduct, everyPackDeclared: boolean, defaults: DeclarationDefaults): string[] {
  const missing: string[] = [];
  if (!product.genericName) missing.push('generic_name');
  if (!product.countryOfOrigin) missing.push('country_of_origin');
  const maker = makerOf(product, defaults);
  if (!maker || (product.countryOfOrigin && product.countryOfOrigin !== INDIA && maker.kind !== 'importer')) missing.push('maker');
  if (!everyPackDeclared) missing.push('net_quantity');
  if (!defaults.consumerCare) missing.push('consumer_care');
  return missing;
}

/** What each missing field means, for the refusal staff read. */
export const MISSING_MESSAGES: Readonly<Record<string, string>> = {
  generic_name: 'Give the generic name the pack declares (e.g. "Bird spikes") before showing the product.',
  country_of_origin: 'Choose the country of origin before showing the product.',
  maker:
    'Name who made, packed or imported it (or set the shop’s default on the seller’s details page); a product from outside India must name its importer.',
  net_quantity: 'Give every pack on sale its net quantity and unit before showing the product.',
  consumer_care: 'The seller’s details page has no customer care contact yet.',
};

/**
 * Products on sale or not that lack a declaration, as a condition over `products` for lists and counts: the
 * same rule as missingDeclarations, in SQL.
 */
export function lacksDeclarations(defaults: DeclarationDefaults): SQL {
  const defaultKind = defaults.maker?.kind ?? null;
  const liveWithout = sql`exists (select 1 from "product_variants" "nv" where "nv"."product_id" = "products"."id" and not "nv"."is_retired" and "nv"."net_quantity" is null)`;
  return sql`("products"."generic_name" is null
    or "products"."country_of_origin" is null
    or coalesce("products"."maker_kind", ${defaultKind}::text) is null
    or ("products"."country_of_origin" <> ${INDIA} and coalesce("products"."maker_kind", ${defaultKind}::text) <> 'importer')
    or ${liveWithout}
    or ${defaults.consumerCare ? sql`false` : sql`true`})`;
}

/** The shopper's view: what is known, null where staff have not completed it. */
export function publicDeclarations(product: DeclaredProduct, defaults: DeclarationDefaults): Schema<'ProductDeclarations'> {
  const code = product.countryOfOrigin;
  return {
    generic_name: product.genericName,
    country_of_origin: code ? { code, name: countryName(code) ?? code } : null,
    maker: makerOf(product, defaults),
    consumer_care: defaults.consumerCare,
  };
}

/** "20 pieces", as the page, the feed and the order line print it; null until staff give it. */
export function declaredNetQuantity(variant: DeclaredVariant): string | null {
  return variant.netQuantity === null || variant.netQuantityUnit === null ? null : netQuantityText(variant.netQuantity, variant.netQuantityUnit);
}
