import type { DataTableColumn } from '@shop/ui/DataTable';
import { Text } from '@shop/ui/Text';

/** A list's Status column for records staff can hide (products, categories, articles): a hidden one stands out. */
export function hiddenStatusColumn<Row extends { hidden: boolean }>(header: string, words: { hidden: string; shown: string }): DataTableColumn<Row> {
  return {
    key: 'status',
    header,
    width: '8rem',
    cell: (row) => (
      <Text as="span" tone={row.hidden ? 'warning' : 'success'} weight={row.hidden ? 'bold' : undefined}>
        {row.hidden ? words.hidden : words.shown}
      </Text>
    ),
  };
}
