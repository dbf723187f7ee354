export { DataTable, type DataTableProps } from './DataTable';
export type { DataTableColumn } from './DataTable.types';
export type { Key, Selection, SortDescriptor } from 'react-aria-components/Table';
