export { Price, type PriceProps } from './Price';
export { formatRupees, percentOff, type RupeeNotation, type FormatRupeesOptions } from './rupees';
