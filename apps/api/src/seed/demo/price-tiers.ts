// Price breaks by quantity of the packs bought in bulk by housing societies and warehouses, by SKU (decision 052).
import type { PriceTier } from '@shop/rules';

const percentOff = (minQuantity: number, percent: number): PriceTier => ({ minQuantity, percentOff: percent, unitPricePaise: null });
const setPrice = (minQuantity: number, unitPricePaise: number): PriceTier => ({ minQuantity, percentOff: null, unitPricePaise });

export const demoPriceTiers: Readonly<Record<string, readonly PriceTier[]>> = {
  // ₹1,649 a pack of 20.
  'SS-BIRD-SPIKES-20': [percentOff(10, 8), percentOff(25, 12)],
  // ₹3,899 a pack of 50: a set price for a society's whole building.
  'SS-BIRD-SPIKES-50': [percentOff(5, 5), setPrice(20, 329900)],
  // ₹1,399 a pack of 30.
  'PC-BIRD-SPIKES-30': [percentOff(10, 10), percentOff(40, 15)],
  // ₹1,199 a 20 × 10 ft net.
  'NET-NYLON-25-20X10': [percentOff(10, 8), setPrice(50, 99900)],
};
