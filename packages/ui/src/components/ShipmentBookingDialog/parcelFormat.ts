import { SHOP_LOCALE } from '@shop/rules/money';

/** A parcel as the courier aggregator weighs and measures it. */
export interface Parcel {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  /** What the courier bills: the heavier of the weight and the volume / 5000, in grams. */
  chargedWeightGrams: number;
}

const grams = new Intl.NumberFormat(SHOP_LOCALE, { style: 'unit', unit: 'gram', maximumFractionDigits: 0 });
const kilograms = new Intl.NumberFormat(SHOP_LOCALE, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 });
const centimetres = new Intl.NumberFormat(SHOP_LOCALE, { style: 'unit', unit: 'centimeter', maximumFractionDigits: 0 });
const plain = new Intl.NumberFormat(SHOP_LOCALE, { maximumFractionDigits: 0 });

/** "800 g" under a kilo, "1.25 kg" from one. */
export function formatWeight(weightGrams: number): string {
  return weightGrams < 1000 ? grams.format(weightGrams) : kilograms.format(weightGrams / 1000);
}

/** "30 × 20 × 15 cm": length, breadth and height, as couriers write them. */
export function formatSize({ lengthCm, breadthCm, heightCm }: Pick<Parcel, 'lengthCm' | 'breadthCm' | 'heightCm'>): string {
  return `${plain.format(lengthCm)} × ${plain.format(breadthCm)} × ${centimetres.format(heightCm)}`;
}
