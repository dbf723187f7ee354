import type { ReactNode } from 'react';

/** One column of a DataTable: what its header says and how each row fills its cell. */
export interface DataTableColumn<T> {
  /** Stable id of the column; also the `column` of the sort descriptor, e.g. `'total'`. */
  key: string;
  /** The header text, e.g. "Total". On phones it is also the label before the value. */
  header: string;
  /** The cell's content for one row. Format money and dates before they get here. */
  cell: (item: T) => ReactNode;
  /** This column names the row for screen readers (the order number, the product name). Default: the first column. */
  isRowHeader?: boolean;
  /** The header becomes a sort button; the caller sorts (usually the server) in `onSortChange`. */
  allowsSorting?: boolean;
  /** Horizontal alignment; `end` for numbers and money so their digits line up. */
  align?: 'start' | 'center' | 'end';
  /** Amounts and counts: right-aligned, with figures of equal width. */
  isNumeric?: boolean;
  /** A CSS width hint for the desktop table, e.g. `'9rem'` or `'30%'`. */
  width?: string;
  /** The narrowest this column may get on the desktop table, e.g. `'12rem'`. */
  minWidth?: string;
}
