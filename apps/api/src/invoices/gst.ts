/**
 * The figures of a GST tax invoice and of a credit note, as pure functions over integer paise.
 *
 * The shop's prices include GST, so an invoice splits what the customer paid and never adds to it. For
 * each line (a product, or the shipping fee):
 * - taxable value = round(line total × 100 / (100 + rate)), halves rounded up, in exact integer arithmetic;
 * - tax = line total − taxable value, so taxable value + tax is the line total to the paisa, and the
 *   invoice's totals (sums of the lines) add up to the amount paid to the paisa;
 * - within the seller's state (place of supply = the seller's state) the tax is split into CGST and SGST:
 *   CGST is half the tax rounded DOWN and SGST the rest, so an odd paisa goes to SGST (GST law halves
 *   the rate; it says nothing of an odd paisa, and any fixed rule that keeps the sum exact is sound);
 * - between states it is all IGST.
 *
 * The shipping fee (0 today) is its own line under SAC 9965 (goods transport services) at 18 %: the
 * fee is part of the price the shopper pays and GST-inclusive like the goods, and 18 % is also the rate
 * of every product the shop sells, so treating delivery as part of that composite supply gives the same
 * figure. A zero fee prints no line.
 *
 * The cash-on-delivery fee is its own line the same way, under SAC 9968 (postal and courier services,
 * 18 % under Notification 11/2017-Central Tax (Rate), heading 9968): it passes on what the courier
 * charges the shop for collecting cash at the door. Charged by the seller with the goods, it is an
 * incidental charge that belongs to the value of the supply (CGST Act 2017, section 15(2)(c)) and part of
 * a composite supply taxed at its principal supply's rate (section 8(a)); that rate is 18 % for every
 * product the shop sells, so both readings give the same tax.
 */
import { countryName } from '@shop/rules/countries';
import { shareInProportion } from '../money';
import { amountInWords } from './amount-in-words';

const SHIPPING_SAC = '9965';
const SHIPPING_GST_RATE_PERCENT = 18;
const COD_FEE_SAC = '9968';
const COD_FEE_GST_RATE_PERCENT = 18;

/** Within the seller's state (CGST + SGST) or between states (IGST). */
export type SupplyKind = 'intra-state' | 'inter-state';

/**
 * Intra-state exactly when the place of supply's GST state code is the seller's. A place of supply the
 * shop could not place (`null`: a state name no list knows) is treated as another state: IGST.
 */
export function supplyKind(sellerStateCode: string, placeOfSupplyCode: string | null): SupplyKind {
  return placeOfSupplyCode === sellerStateCode ? 'intra-state' : 'inter-state';
}

export interface ChargeLine {
  description: string;
  /** HSN code of goods, or SAC code of a service. */
  hsnCode: string;
  /** Null on a credit note, which credits an amount rather than units. */
  quantity: number | null;
  unitPricePaise: number | null;
  /**
   * What a coupon and a survey fee adjusted against the order took off the line, shown on the invoice: a discount given at the sale and recorded on the
   * invoice is not part of the value of the supply (CGST Act 2017, section 15(3)(a)), so the line's amount,
   * and its taxable value, are after it. 0 on a credit note's lines, which credit what was charged.
   */
  discountPaise: number;
  /** GST-inclusive amount of the line, after its discount. */
  amountPaise: number;
  /** Whole percent. */
  gstRatePercent: number;
}

export interface TaxedLine extends ChargeLine {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
}

interface Totals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  amountPaise: number;
}

export interface TaxFigures {
  supply: SupplyKind;
  lines: TaxedLine[];
  totals: Totals;
  /** "Rupees … Only", Indian numbering. */
  amountInWords: string;
}

/** round(amount × 100 / (100 + rate)) with halves rounded up, in integers: no floating-point surprise. */
export function taxableValuePaise(amountPaise: number, gstRatePercent: number): number {
  assertWholePaise(amountPaise, 'amount');
  if (!Number.isInteger(gstRatePercent) || gstRatePercent < 0 || gstRatePercent > 100) throw new RangeError(`GST rate must be a whole percent from 0 to 100, got ${gstRatePercent}`);
  const divisor = 100 + gstRatePercent;
  return Math.floor((2 * amountPaise * 100 + divisor) / (2 * divisor));
}

/** One line's taxable value and tax, the tax split by `supply`. */
export function taxLine(line: ChargeLine, supply: SupplyKind): TaxedLine {
  const taxablePaise = taxableValuePaise(line.amountPaise, line.gstRatePercent);
  const taxPaise = line.amountPaise - taxablePaise;
  if (supply === 'inter-state') return { ...line, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise, taxPaise };
  const cgstPaise = Math.floor(taxPaise / 2);
  return { ...line, taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0, taxPaise };
}

export function taxFigures(lines: ChargeLine[], supply: SupplyKind): TaxFigures {
  const taxed = lines.map((line) => taxLine(line, supply));
  const sum = (pick: (line: TaxedLine) => number) => taxed.reduce((total, line) => total + pick(line), 0);
  const totals: Totals = {
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    taxPaise: sum((line) => line.taxPaise),
    amountPaise: sum((line) => line.amountPaise),
  };
  return { supply, lines: taxed, totals, amountInWords: amountInWords(totals.amountPaise) };
}

export interface OrderLine {
  productName: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  /** Before the coupon's share. */
  lineTotalPaise: number;
  /** The line's share of the coupon's discount. */
  discountPaise: number;
  /** The line's share of a paid survey fee adjusted against the order, after the coupon's (decision 062). */
  surveyCreditPaise: number;
  gstRatePercent: number;
  /** The declarations as sold (null for lines ordered before them): the invoice names them under the product. */
  netQuantity?: string | null;
  countryOfOrigin?: string | null;
}

/** "Net quantity 20 pieces · Country of origin India" under the product's name, for lines that have them. */
function describedItem(item: OrderLine): string {
  const details = [
    ...(item.netQuantity ? [`Net quantity ${item.netQuantity}`] : []),
    ...(item.countryOfOrigin ? [`Country of origin ${countryName(item.countryOfOrigin) ?? item.countryOfOrigin}`] : []),
  ];
  return details.length ? `${item.productName}\n${details.join(' · ')}` : item.productName;
}

/** What an order charges besides its goods, GST included, in paise. */
export interface OrderCharges {
  shippingPaise: number;
  codFeePaise: number;
}

/** The charge lines of an order: its products, then the shipping fee and the cash-on-delivery fee when there are any. */
export function orderChargeLines(items: OrderLine[], { shippingPaise, codFeePaise }: OrderCharges): ChargeLine[] {
  const lines: ChargeLine[] = items.map((item) => ({
    description: describedItem(item),
    hsnCode: item.hsnCode,
    quantity: item.quantity,
    unitPricePaise: item.unitPricePaise,
    // A survey fee adjusted against the order is a discount known at the sale too: off the line before tax.
    discountPaise: item.discountPaise + item.surveyCreditPaise,
    amountPaise: item.lineTotalPaise - item.discountPaise - item.surveyCreditPaise,
    gstRatePercent: item.gstRatePercent,
  }));
  if (shippingPaise > 0) {
    lines.push({ description: 'Shipping', hsnCode: SHIPPING_SAC, quantity: 1, unitPricePaise: shippingPaise, discountPaise: 0, amountPaise: shippingPaise, gstRatePercent: SHIPPING_GST_RATE_PERCENT });
  }
  if (codFeePaise > 0) {
    lines.push({ description: 'Cash-on-delivery fee', hsnCode: COD_FEE_SAC, quantity: 1, unitPricePaise: codFeePaise, discountPaise: 0, amountPaise: codFeePaise, gstRatePercent: COD_FEE_GST_RATE_PERCENT });
  }
  return lines;
}

/**
 * The lines a credit note for `creditPaise` of an invoice carries: the amount is shared among the
 * invoice's lines in proportion to their amounts (largest remainder, so the shares add up to the amount
 * exactly and a full refund gives back each line's own amount), and each share is then split like a line
 * at its own rate. A credited share is of what the line charged, after its discount. A partial refund of a mixed-rate order thus reverses the tax in the invoice's own mix.
 */
export function creditLines(invoiceLines: ChargeLine[], creditPaise: number): ChargeLine[] {
  assertWholePaise(creditPaise, 'credit');
  const invoiced = invoiceLines.reduce((total, line) => total + line.amountPaise, 0);
  if (creditPaise > invoiced) throw new RangeError(`A credit of ${creditPaise} paise exceeds the invoice's ${invoiced} paise`);
  const shares = shareInProportion(
    invoiceLines.map((line) => line.amountPaise),
    creditPaise,
  );
  return invoiceLines.flatMap((line, index) => (shares[index]! > 0 ? [{ ...line, quantity: null, unitPricePaise: null, discountPaise: 0, amountPaise: shares[index]! }] : []));
}

function assertWholePaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`The ${what} must be a whole, non-negative number of paise, got ${value}`);
}
