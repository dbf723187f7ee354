/** The tax class an order line keeps from its product at the moment of sale: what its invoice line shows. */
export interface TaxClass {
  /** Harmonised System of Nomenclature code, 4 to 8 digits (set by staff per product). */
  hsnCode: string;
  /** GST rate in whole percent. */
  gstRatePercent: number;
}
