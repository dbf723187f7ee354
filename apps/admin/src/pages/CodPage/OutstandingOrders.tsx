import type { CodLedger } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { Button } from '@shop/ui/Button';
import { DataTable, type DataTableColumn } from '@shop/ui/DataTable';
import { EmptyState } from '@shop/ui/EmptyState';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useState } from 'react';
import type { Selection } from 'react-aria-components/Table';
import { useNavigate } from 'react-router-dom';
import { codCopy } from '../../copy/cod';
import { selectedTotal } from '../../features/cod/remittanceForm';
import { orderTime } from '../../features/orders/orderText';
import { useIsOwner } from '../../features/session';
import { RemittanceDialog } from './RemittanceDialog';

const copy = codCopy.outstanding;
type Outstanding = CodLedger['outstanding'];
type OutstandingOrder = Outstanding['orders'][number];

const columns: DataTableColumn<OutstandingOrder>[] = [
  { key: 'order', header: copy.columns.order, isRowHeader: true, cell: (order) => copy.orderNumber(order.id), width: '7rem' },
  { key: 'collected', header: copy.columns.collected, cell: (order) => <time dateTime={order.collected_at}>{orderTime(order.collected_at)}</time>, width: '12rem' },
  { key: 'customer', header: copy.columns.customer, cell: (order) => order.customer_name, minWidth: '10rem' },
  {
    key: 'courier',
    header: copy.columns.courier,
    cell: (order) =>
      order.courier_name ? (
        <Stack gap="0.5">
          <Text as="span">{order.courier_name}</Text>
          {order.awb && (
            <Text as="span" size="sm" tone="muted" wrap="breakWord">
              {order.awb}
            </Text>
          )}
        </Stack>
      ) : (
        <Text as="span" tone="muted">
          {copy.noCourier}
        </Text>
      ),
    minWidth: '10rem',
  },
  { key: 'amount', header: copy.columns.amount, cell: (order) => formatPaise(order.total_paise), isNumeric: true, width: '9rem' },
];

/**
 * The orders couriers collected and have not remitted, oldest delivery first. The owner selects those a
 * remittance pays (the selection shows their count and total) and records it; staff read the list.
 */
export function OutstandingOrders({ outstanding }: { outstanding: Outstanding }) {
  const isOwner = useIsOwner();
  const navigate = useNavigate();
  const [selection, setSelection] = useState<Selection>(new Set());
  const [isRecording, setRecording] = useState(false);
  // The ledger may have changed (a remittance recorded elsewhere): only orders still owed stay selected.
  const selected = outstanding.orders.filter((order) => selection === 'all' || selection.has(order.id));

  return (
    <Surface as="section" aria-labelledby="cod-outstanding">
      <SectionHeader title={copy.title} titleId="cod-outstanding" description={copy.description} />
      {!isOwner && <Text tone="muted">{copy.staffNote}</Text>}
      <DataTable
        label={copy.tableLabel}
        columns={columns}
        items={outstanding.orders}
        selectionMode={isOwner ? 'multiple' : 'none'}
        selectedKeys={selection}
        onSelectionChange={setSelection}
        onRowAction={(key) => void navigate(`/orders/${String(key)}`)}
        formatSelectedCount={() => copy.selected(selected.length, formatPaise(selectedTotal(selected)))}
        bulkActions={
          <Button onPress={() => setRecording(true)} isDisabled={selected.length === 0}>
            {copy.record}
          </Button>
        }
        emptyState={<EmptyState size="compact" headingLevel={3} title={copy.emptyTitle} description={copy.empty} />}
      />
      {isRecording && (
        <RemittanceDialog
          orders={selected}
          onClose={() => setRecording(false)}
          onRecorded={() => {
            setRecording(false);
            setSelection(new Set());
          }}
        />
      )}
    </Surface>
  );
}
