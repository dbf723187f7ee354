import type { ProductVariant } from '../VariantPicker';

/**
 * Variants of "Stainless steel bird spikes", in the words a product page would pass. Stories only.
 */

/** Three pack sizes at their selling price, no M.R.P. */
export const packSizes: ProductVariant[] = [
  { id: 'pack-10', label: 'Pack of 10 (3 m)', price: 499, stockNote: 'In stock' },
  { id: 'pack-20', label: 'Pack of 20 (6 m)', price: 899, stockNote: 'Only 3 left' },
  { id: 'pack-50', label: 'Contractor pack of 50 (15 m)', price: 1999, stockNote: 'In stock' },
];

/** The same packs against their M.R.P.: a discount each, the largest pack's the biggest. */
export const discountedPackSizes: ProductVariant[] = [
  { id: 'pack-10', label: 'Pack of 10 (3 m)', price: 499, maxPrice: 699, stockNote: 'In stock' },
  { id: 'pack-20', label: 'Pack of 20 (6 m)', price: 899, maxPrice: 1299, stockNote: 'Only 3 left' },
  { id: 'pack-50', label: 'Contractor pack of 50 (15 m)', price: 1999, maxPrice: 3199, stockNote: 'In stock' },
];

/** The contractor pack sold out: still shown, disabled, saying so. */
export const packSizesWithOutOfStock: ProductVariant[] = [
  { id: 'pack-10', label: 'Pack of 10 (3 m)', price: 499, maxPrice: 699, stockNote: 'In stock' },
  { id: 'pack-20', label: 'Pack of 20 (6 m)', price: 899, maxPrice: 1299, stockNote: 'Only 3 left' },
  { id: 'pack-50', label: 'Contractor pack of 50 (15 m)', price: 1999, maxPrice: 3199, stockNote: 'Out of stock', isUnavailable: true },
];

/** Short labels: two cards to a row on a phone. */
export const spikeCounts: ProductVariant[] = [
  { id: 'spikes-10', label: '10 spikes', price: 499, maxPrice: 699 },
  { id: 'spikes-25', label: '25 spikes', price: 1099, maxPrice: 1499, stockNote: 'Only 2 left' },
  { id: 'spikes-50', label: '50 spikes', price: 1999, maxPrice: 2999 },
  { id: 'spikes-100', label: '100 spikes', price: 3699, stockNote: 'Out of stock', isUnavailable: true },
];

/** Labels that run to two or three lines on a phone. */
export const longLabels: ProductVariant[] = [
  {
    id: 'poly-10',
    label: 'Polycarbonate spikes with UV-stabilised base, pack of 10 (3 m)',
    price: 449,
    maxPrice: 599,
    stockNote: 'In stock',
  },
  {
    id: 'steel-20',
    label: 'Stainless steel spikes on polycarbonate base, pack of 20 (6 m), with adhesive',
    price: 1249,
    maxPrice: 1799,
    stockNote: 'Only 3 left',
  },
  {
    id: 'steel-50',
    label: 'Stainless steel spikes, contractor pack of 50 (15 m), with adhesive and screws',
    price: 2899,
    maxPrice: 4499,
    stockNote: 'Out of stock',
    isUnavailable: true,
  },
];
