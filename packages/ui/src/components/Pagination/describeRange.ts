import { groupIndianDigits } from '@shop/rules/money';

interface RangeInput {
  page: number | undefined;
  pageSize: number | undefined;
  totalItems: number | undefined;
  itemName: { one: string; other: string };
}

/** "41–60 of 245 orders", or "245 orders" when the page or its size is unknown; nothing without a total. */
export function describeRange({ page, pageSize, totalItems, itemName }: RangeInput): string | undefined {
  if (totalItems === undefined) return undefined;
  const noun = totalItems === 1 ? itemName.one : itemName.other;
  const total = `${groupIndianDigits(totalItems)} ${noun}`;
  if (page === undefined || pageSize === undefined || totalItems === 0) return total;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalItems);
  return `${groupIndianDigits(first)}–${groupIndianDigits(last)} of ${total}`;
}
