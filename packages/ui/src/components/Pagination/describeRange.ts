import { groupIndianDigits } from '@shop/rules/money';
import { paginationWords } from './paginationWords';

interface RangeInput {
  page: number | undefined;
  pageSize: number | undefined;
  totalItems: number | undefined;
  itemName: { one: string; other: string };
  /** The pager's words for the count; English by default. */
  words?: Pick<typeof paginationWords, 'range'>;
}

/** "41–60 of 245 orders", or "245 orders" when the page or its size is unknown; nothing without a total. */
export function describeRange({ page, pageSize, totalItems, itemName, words = paginationWords }: RangeInput): string | undefined {
  if (totalItems === undefined) return undefined;
  const noun = totalItems === 1 ? itemName.one : itemName.other;
  const total = `${groupIndianDigits(totalItems)} ${noun}`;
  if (page === undefined || pageSize === undefined || totalItems === 0) return total;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalItems);
  return words.range(groupIndianDigits(first), groupIndianDigits(last), total);
}
