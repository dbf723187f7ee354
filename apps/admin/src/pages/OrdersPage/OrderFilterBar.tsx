import { PAYMENT_STATUSES } from '@shop/contracts/vocabulary';
import { Button } from '@shop/ui/Button';
import { SearchField } from '@shop/ui/SearchField';
import { Select, SelectItem } from '@shop/ui/Select';
import { TextField } from '@shop/ui/TextField';
import { ordersCopy } from '../../copy/orders';
import { hasOrderFilters, isOrderRangeBackwards, type OrderFilters } from '../../features/orders/orderFilters';

const copy = ordersCopy.filters;
/** Select keys are strings; "any" is no filter. */
const ANY = 'any';

/** Search, payment status and a range of days; every change goes back to the first page. */
export function OrderFilterBar({ filters, onChange }: { filters: OrderFilters; onChange: (change: Partial<OrderFilters>) => void }) {
  const change = (next: Partial<OrderFilters>) => onChange({ ...next, page: 1 });
  return (
    <>
      <SearchField
        label={copy.search}
        placeholder={copy.searchHint}
        collapse="never"
        defaultValue={filters.q ?? ''}
        onSubmit={(value) => change({ q: value })}
        // Emptying the box (typing or its clear button) shows every order again.
        onChange={(value) => value === '' && filters.q && change({ q: undefined })}
      />
      <Select label={copy.payment} value={filters.payment ?? ANY} onChange={(key) => change({ payment: PAYMENT_STATUSES.find((status) => status === key) })}>
        <SelectItem id={ANY}>{copy.anyPayment}</SelectItem>
        {PAYMENT_STATUSES.map((status) => (
          <SelectItem key={status} id={status}>
            {ordersCopy.payment[status]}
          </SelectItem>
        ))}
      </Select>
      <TextField label={copy.from} type="date" value={filters.from ?? ''} onChange={(value) => change({ from: value || undefined })} />
      <TextField
        label={copy.to}
        type="date"
        value={filters.to ?? ''}
        onChange={(value) => change({ to: value || undefined })}
        isInvalid={isOrderRangeBackwards(filters)}
        errorMessage={copy.rangeBackwards}
      />
      {hasOrderFilters(filters) && (
        // The delivery status the chips chose goes too; the sort stays.
        <Button variant="ghost" onPress={() => change({ delivery: undefined, payment: undefined, q: undefined, from: undefined, to: undefined })}>
          {copy.clear}
        </Button>
      )}
    </>
  );
}
