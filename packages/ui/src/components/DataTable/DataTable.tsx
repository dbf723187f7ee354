import { groupIndianDigits } from '@shop/rules/money';
import { useState, type CSSProperties, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components/Table';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState/EmptyState';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './DataTable.css';
import type { DataTableColumn } from './DataTable.types';
import { SelectionCheckbox } from './SelectionCheckbox';

export interface DataTableProps<T extends { id: Key }> {
  /** The table's accessible name, e.g. "Orders". */
  label: string;
  columns: ReadonlyArray<DataTableColumn<T>>;
  /** The rows of this page; each needs a stable `id`. */
  items: ReadonlyArray<T>;
  /** Which column is sorted and which way; the caller sorts (the server does). */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** `multiple` adds a checkbox to every row and a "select all" box to the header. */
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Selection;
  defaultSelectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** Rows that cannot be selected or opened. */
  disabledKeys?: Iterable<Key>;
  /** Opens a row (its detail page): click, tap or Enter on the row. */
  onRowAction?: (key: Key) => void;
  /** Buttons for the selected rows ("Mark as shipped"); shown with the selected count while rows are selected. */
  bulkActions?: ReactNode;
  /** Filters and search above the table. */
  toolbar?: ReactNode;
  /** Paging under the table, usually a Pagination. */
  footer?: ReactNode;
  /** Rows are being fetched: a spinner row when there are none yet, dimmed rows while they refresh. */
  isLoading?: boolean;
  /** Shown and announced while loading, e.g. "Loading orders…". */
  loadingLabel?: string;
  /** What an empty table says, usually an EmptyState; a plain "No results" by default. */
  emptyState?: ReactNode;
  /** The desktop table scrolls inside this height with its header kept in view, e.g. `'32rem'`. */
  maxHeight?: string;
  /** The selected-count text, e.g. `(n) => \`${n} orders selected\``. */
  formatSelectedCount?: (count: number) => string;
  className?: string;
}

const defaultSelectedCount = (count: number) => `${groupIndianDigits(count)} selected`;

/**
 * The one table of the back-office: orders, products, customers, the audit
 * log. A react-aria grid with sorting, selection and row actions; on phones
 * each row is laid out as a card of "header: value" lines, still the same grid.
 */
export function DataTable<T extends { id: Key }>({
  label,
  columns,
  items,
  sortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  disabledKeys,
  onRowAction,
  bulkActions,
  toolbar,
  footer,
  isLoading = false,
  loadingLabel = 'Loading…',
  emptyState,
  maxHeight,
  formatSelectedCount = defaultSelectedCount,
  className,
}: DataTableProps<T>) {
  const [ownSelection, setOwnSelection] = useState<Selection>(defaultSelectedKeys ?? new Set());
  const selection = selectedKeys ?? ownSelection;
  const selectedCount = selection === 'all' ? items.length : selection.size;
  const hasSelection = selectionMode !== 'none';
  const rowHeaderKey = (columns.find((column) => column.isRowHeader) ?? columns[0])?.key;

  const changeSelection = (keys: Selection) => {
    setOwnSelection(keys);
    onSelectionChange?.(keys);
  };

  return (
    <div className={cx(styles.root, className)}>
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      {bulkActions && selectionMode === 'multiple' && selectedCount > 0 && (
        <div role="group" aria-label={`${label}: actions for selected rows`} className={styles.bulkBar}>
          <span className={styles.selectedCount}>{formatSelectedCount(selectedCount)}</span>
          <div className={styles.bulkActions}>{bulkActions}</div>
        </div>
      )}
      {isLoading && items.length > 0 && (
        <Spinner label={loadingLabel} isLabelVisible size="sm" className={styles.refreshing} />
      )}
      <div className={styles.scroller} style={maxHeight ? ({ [styles.maxHeightVar]: maxHeight } as CSSProperties) : undefined}>
        <Table
          aria-label={label}
          className={styles.table}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
          selectionMode={selectionMode}
          selectionBehavior="toggle"
          selectedKeys={selection}
          onSelectionChange={changeSelection}
          disabledKeys={disabledKeys}
          onRowAction={onRowAction}
        >
          <TableHeader className={styles.header}>
            {hasSelection && (
              <Column className={styles.selectionColumn}>
                {selectionMode === 'multiple' ? <SelectionCheckbox /> : <span className={visuallyHidden}>Select</span>}
              </Column>
            )}
            {columns.map((column) => (
              <Column
                key={column.key}
                id={column.key}
                isRowHeader={column.key === rowHeaderKey}
                allowsSorting={column.allowsSorting}
                className={styles.column({ align: alignOf(column), sortable: Boolean(column.allowsSorting) })}
                style={widthStyle(column)}
              >
                {({ sortDirection }) => (
                  <span className={styles.columnLabel}>
                    {column.header}
                    {column.allowsSorting && <SortIcon direction={sortDirection} />}
                  </span>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody
            items={items}
            dependencies={[columns, selectionMode, rowHeaderKey]}
            className={styles.body}
            renderEmptyState={() => (
              <div className={styles.emptyCell}>
                {isLoading ? (
                  <Spinner label={loadingLabel} isLabelVisible />
                ) : (
                  (emptyState ?? <EmptyState size="compact" headingLevel={3} title="No results" />)
                )}
              </div>
            )}
          >
            {(item) => (
              <Row id={item.id} className={cx(styles.row, onRowAction && styles.actionableRow)}>
                {hasSelection && (
                  <Cell className={styles.selectionCell}>
                    <SelectionCheckbox />
                  </Cell>
                )}
                {columns.map((column) => (
                  <Cell key={column.key} className={styles.cell({ align: alignOf(column), numeric: Boolean(column.isNumeric), rowHeader: column.key === rowHeaderKey })}>
                    {column.key !== rowHeaderKey && (
                      <span className={styles.cardLabel} aria-hidden="true">
                        {column.header}
                      </span>
                    )}
                    <span className={cx(styles.cellValue, column.key === rowHeaderKey && styles.titleValue)}>{column.cell(item)}</span>
                  </Cell>
                ))}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      <div role="status" className={visuallyHidden}>
        {isLoading ? loadingLabel : ''}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}

function alignOf<T>(column: DataTableColumn<T>): 'start' | 'center' | 'end' {
  return column.align ?? (column.isNumeric ? 'end' : 'start');
}

/** Width hints apply to the desktop table only, so they travel as custom properties. */
function widthStyle<T>(column: DataTableColumn<T>): CSSProperties | undefined {
  if (!column.width && !column.minWidth) return undefined;
  return {
    ...(column.width && { [styles.columnWidthVar]: column.width }),
    ...(column.minWidth && { [styles.columnMinWidthVar]: column.minWidth }),
  } as CSSProperties;
}

function SortIcon({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  return (
    <svg className={styles.sortIcon({ active: direction !== undefined })} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      {direction === 'descending' ? (
        <path d="M8 3v10m0 0 4-4m-4 4-4-4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      ) : direction === 'ascending' ? (
        <path d="M8 13V3m0 0 4 4M8 3 4 7" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="m5 6 3-3 3 3M5 10l3 3 3-3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      )}
    </svg>
  );
}
