import type { CodLedger } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { DataTable, type DataTableColumn } from '@shop/ui/DataTable';
import { EmptyState } from '@shop/ui/EmptyState';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { codCopy } from '../../copy/cod';
import { dayText, orderTime } from '../../features/orders/orderText';

const copy = codCopy.remittances;
type Remittance = CodLedger['remittances'][number];

const columns: DataTableColumn<Remittance>[] = [
  { key: 'day', header: copy.columns.day, cell: (remittance) => <time dateTime={remittance.remitted_on}>{dayText(remittance.remitted_on)}</time>, width: '10rem' },
  {
    key: 'reference',
    header: copy.columns.reference,
    isRowHeader: true,
    cell: (remittance) => (
      <Text as="span" wrap="breakWord">
        {remittance.reference}
      </Text>
    ),
    minWidth: '10rem',
  },
  { key: 'amount', header: copy.columns.amount, cell: (remittance) => formatPaise(remittance.amount_paise), isNumeric: true, width: '9rem' },
  { key: 'orders', header: copy.columns.orders, cell: (remittance) => copy.orders(remittance.order_ids), minWidth: '8rem' },
  { key: 'recorded', header: copy.columns.recorded, cell: (remittance) => <time dateTime={remittance.recorded_at}>{orderTime(remittance.recorded_at)}</time>, width: '12rem' },
];

/** The remittances recorded, newest first: the day the money reached the bank, its reference, and the orders it paid. */
export function RemittanceList({ remittances }: { remittances: CodLedger['remittances'] }) {
  return (
    <Surface as="section" aria-labelledby="cod-remittances">
      <SectionHeader title={copy.title} titleId="cod-remittances" description={copy.description} />
      <DataTable
        label={copy.tableLabel}
        columns={columns}
        items={remittances}
        emptyState={<EmptyState size="compact" headingLevel={3} title={copy.emptyTitle} description={copy.empty} />}
      />
    </Surface>
  );
}
