import { useState } from 'react';
import type { Key, Selection, SortDescriptor } from 'react-aria-components/Table';
import { DataTable, type DataTableProps } from '../DataTable';
import { orderColumns, orders, sortOrders, type StoryOrder } from './storyOrders';

type Props = Omit<DataTableProps<StoryOrder>, 'label' | 'columns' | 'items' | 'sortDescriptor' | 'onSortChange'> & {
  label?: string;
  onSortChange?: (descriptor: SortDescriptor) => void;
  onSelectionChange?: (keys: Selection) => void;
  onRowAction?: (key: Key) => void;
};

/** The orders table as a page would hold it: the sort is state, the rows come back sorted. Stories only. */
export function SortableOrders({ label = 'Orders', onSortChange, ...props }: Props) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({ column: 'placedAt', direction: 'descending' });
  return (
    <DataTable
      {...props}
      label={label}
      columns={orderColumns}
      items={sortOrders(orders, sortDescriptor)}
      sortDescriptor={sortDescriptor}
      onSortChange={(descriptor) => {
        setSortDescriptor(descriptor);
        onSortChange?.(descriptor);
      }}
    />
  );
}
