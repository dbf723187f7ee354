import type { AdminQuote, AdminService, QuoteDraftInput } from '@shop/api-client/admin';
import { gstOnPaise } from '@shop/rules';
import { UNIT_WORDS } from '@shop/rules/services';

export type GstRate = QuoteDraftInput['lines'][number]['gst_rate'];
export const GST_RATES: readonly GstRate[] = [0, 5, 12, 18, 28];

/** One line as staff edit it: the price per unit in paise (null while the field holds no amount). */
export interface DraftLine {
  key: number;
  variant: number | null;
  /** The catalogue service it is priced from: the server then takes the service's unit, SAC code and rate. */
  service: number | null;
  description: string;
  unit: string;
  quantity: number;
  unitPricePaise: number | null;
  gstRate: GstRate;
  hsnSac: string;
}

export interface DraftForm {
  lines: DraftLine[];
  deliveryTerms: string;
  installationTerms: string;
  validUntil: string;
}

let nextKey = 1;
export const newLine = (line: Omit<DraftLine, 'key'>): DraftLine => ({ key: nextKey++, ...line });

const DAY_MS = 24 * 60 * 60 * 1000;
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;
/** How long a new quotation holds unless staff say otherwise: two weeks from today in India. */
const DEFAULT_VALID_DAYS = 14;

/** A catalogue price with GST as its price before GST, to the paisa: the quotation's prices are before GST. */
function beforeGst(withGstPaise: number, rate: number): number {
  return Math.round((withGstPaise * 100) / (100 + rate));
}

/**
 * Where the editor starts: the draft being priced; else the latest quotation sent, to revise; else the request,
 * each catalogue line at its catalogue price before GST and each of the buyer's lines at nothing yet.
 */
export function draftFormFrom(quote: AdminQuote, now: Date): DraftForm {
  const from = quote.draft ?? quote.sent[0];
  if (from) {
    return {
      lines: from.lines.map((line) =>
        newLine({ variant: line.variant, service: line.service ?? null, description: line.description, unit: line.unit ?? '', quantity: line.quantity, unitPricePaise: line.unit_price_paise, gstRate: line.gst_rate, hsnSac: line.hsn_sac }),
      ),
      deliveryTerms: from.delivery_terms,
      installationTerms: from.installation_terms,
      validUntil: quote.draft ? from.valid_until : indianDay(now, DEFAULT_VALID_DAYS),
    };
  }
  const hints = new Map(quote.catalogue.map((hint) => [hint.variant, hint]));
  return {
    lines: quote.lines.map((line) => {
      const hint = line.variant === null ? undefined : hints.get(line.variant);
      return hint
        ? newLine({
            variant: hint.variant,
            service: null,
            description: hint.variant_label ? `${hint.product_title}, ${hint.variant_label}` : hint.product_title,
            unit: '',
            quantity: line.quantity,
            unitPricePaise: beforeGst(hint.price_paise, hint.gst_rate),
            gstRate: hint.gst_rate,
            hsnSac: hint.hsn_code,
          })
        : newLine({ variant: null, service: null, description: line.description ?? '', unit: '', quantity: line.quantity, unitPricePaise: null, gstRate: 18, hsnSac: '' });
    }),
    deliveryTerms: '',
    installationTerms: '',
    validUntil: indianDay(now, DEFAULT_VALID_DAYS),
  };
}

/** The day in India `days` from now, as YYYY-MM-DD. */
function indianDay(now: Date, days = 0): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The lines whose price is not an amount yet: the form names them before anything is sent. */
export function linesWithoutPrice(form: DraftForm): number[] {
  return form.lines.flatMap((line, index) => (line.unitPricePaise === null ? [index] : []));
}

/** What the save sends, once every line has a price (linesWithoutPrice). */
export function draftInput(form: DraftForm, version: number): QuoteDraftInput {
  return {
    version,
    lines: form.lines.map((line) => ({
      variant: line.variant,
      service: line.service,
      description: line.description,
      unit: line.unit.trim() || null,
      quantity: line.quantity,
      unit_price_paise: line.unitPricePaise ?? 0,
      gst_rate: line.gstRate,
      hsn_sac: line.hsnSac.trim(),
    })),
    delivery_terms: form.deliveryTerms,
    installation_terms: form.installationTerms,
    valid_until: form.validUntil,
  };
}

/** The total with GST as the form stands, for the editor's running figure (the server's rule, line by line). */
export function draftTotalPaise(form: DraftForm): number {
  return form.lines.reduce((sum, line) => {
    const amount = line.quantity * (line.unitPricePaise ?? 0);
    return sum + amount + gstOnPaise(amount, line.gstRate);
  }, 0);
}

/**
 * A line priced from a catalogue service: its name, unit, SAC code and rate, at its price before GST (the catalogue's
 * prices include GST, a quotation's do not); staff may still word it and price it for this site.
 */
export function serviceLine(service: AdminService): Omit<DraftLine, 'key'> {
  return {
    variant: null,
    service: service.id,
    description: service.name,
    unit: UNIT_WORDS[service.unit],
    quantity: 1,
    unitPricePaise: beforeGst(service.price_paise, service.gst_rate),
    gstRate: service.gst_rate,
    hsnSac: service.sac_code,
  };
}

/**
 * The server names a line's product as `lines.N.variant` (unknown, or on an earlier line already); the form shows a
 * product's line by its description, so the message goes there, beside the field staff read and can reach.
 */
export function withVariantErrorsOnDescriptions(errors: Record<string, string[]>): Record<string, string[]> {
  const moved: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const line = /^lines\.(\d+)\.variant$/.exec(field);
    const target = line ? `lines.${line[1]}.description` : field;
    moved[target] = [...(moved[target] ?? []), ...messages];
  }
  return moved;
}
