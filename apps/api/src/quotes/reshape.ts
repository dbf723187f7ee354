/** Quotes as the contract shows them, made in one place for the buyer's page and the back-office. */
import type { Schema } from '@shop/contracts';
import { quoteStatusOn, quoteTotals } from '@shop/rules';
import type { quoteRevisions, quotes } from '../db/schema';
import type { GstRate } from '../db/tables/values';
import type { QuoteVariant } from './variants';

type QuoteRow = typeof quotes.$inferSelect;
type RevisionRow = typeof quoteRevisions.$inferSelect;

/** What the quote reads as today (India's calendar): a sent quotation past its last day is expired. */
export function statusOf(row: Pick<QuoteRow, 'status' | 'validUntil'>, today: string): Schema<'QuoteStatus'> {
  return quoteStatusOn(row.status, row.validUntil, today);
}

export function requestView(row: QuoteRow, variants: ReadonlyMap<number, QuoteVariant>, today: string): Schema<'QuoteRequest'> {
  return {
    number: row.number,
    status: statusOf(row, today),
    created_at: row.createdAt.toISOString(),
    name: row.name,
    organisation: row.organisation,
    phone: row.phone,
    email: row.email,
    gstin: row.gstin,
    site_pincode: row.sitePincode,
    site_address: row.siteAddress,
    site_kind: row.siteKind,
    wants_installation: row.wantsInstallation,
    note: row.note,
    lines: row.requestedLines.map((line) => {
      const variant = line.variantId === null ? undefined : variants.get(line.variantId);
      return { variant: line.variantId, product_title: variant?.productTitle ?? null, variant_label: variant?.label ?? null, description: line.description, quantity: line.quantity };
    }),
  };
}

export function quotationView(revision: RevisionRow): Schema<'Quotation'> {
  const totals = quoteTotals(revision.lines);
  return {
    revision: revision.revision,
    lines: revision.lines.map((line, index) => ({
      variant: line.variantId,
      service: line.serviceId ?? null,
      description: line.description,
      unit: line.unit,
      quantity: line.quantity,
      unit_price_paise: line.unitPricePaise,
      gst_rate: line.gstRatePercent as GstRate,
      hsn_sac: line.hsnSac,
      amount_paise: totals.lines[index]!.amountPaise,
      gst_paise: totals.lines[index]!.gstPaise,
    })),
    delivery_terms: revision.deliveryTerms,
    installation_terms: revision.installationTerms,
    valid_until: revision.validUntil,
    sent_at: revision.sentAt?.toISOString() ?? null,
    subtotal_paise: totals.subtotalPaise,
    gst_paise: totals.gstPaise,
    total_paise: totals.totalPaise,
  };
}

/** The variants a request names, for looking them up once. */
export function requestedVariantIds(row: QuoteRow): number[] {
  return row.requestedLines.flatMap((line) => (line.variantId === null ? [] : [line.variantId]));
}
