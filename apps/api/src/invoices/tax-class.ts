/**
 * The HSN code and GST rate of a product, until staff set them per product. Bird spikes of stainless
 * steel are articles of iron or steel (HSN 7326), of plastic articles of plastics (3926), nets are
 * knotted netting of textile materials (5608); the shop sells all of them at 18 % GST.
 *
 * When the catalogue's own `hsn_code` and `gst_rate` product columns reach main (branch admin-catalog),
 * place-order.ts copies those instead of calling this; this function then only backfills old orders.
 */
import type { Material } from '../db/tables/values';

export interface TaxClass {
  /** Harmonised System of Nomenclature code, 4 to 8 digits. */
  hsnCode: string;
  /** GST rate in whole percent (the shop's goods are at 18 %). */
  gstRatePercent: number;
}

export function defaultTaxClass(material: Material, category: string): TaxClass {
  if (/\bnets?\b/i.test(category)) return { hsnCode: '5608', gstRatePercent: 18 };
  return material === 'Stainless Steel' ? { hsnCode: '7326', gstRatePercent: 18 } : { hsnCode: '3926', gstRatePercent: 18 };
}
