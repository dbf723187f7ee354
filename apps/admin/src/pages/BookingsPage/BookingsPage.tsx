import { useListAdminBookingsQuery, type AdminBooking } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { DataTable, type DataTableColumn } from '@shop/ui/DataTable';
import { Heading } from '@shop/ui/Heading';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { formatRupees } from '@shop/rules';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bookingsCopy as copy } from '../../copy/bookings';
import { usePageTitle } from '../../features/page/usePageTitle';
import { CancelBookingDialog, ChangeCrewDialog, CompleteBookingDialog } from './BookingDialogs';
import { MoveBookingDialog } from './MoveBookingDialog';

type Row = AdminBooking & { id: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_MS = (5 * 60 + 30) * 60 * 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** India's day of an instant, "YYYY-MM-DD". */
const indianDay = (instant: number) => new Date(instant + IST_MS).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const dayWords = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'short' });
const timeWords = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' });
const timeOf = (row: Row) => `${timeWords.format(new Date(row.booking.starts_at))}–${timeWords.format(new Date(row.booking.ends_at))}`;

/**
 * The fee as held, its payment (with the provider's payment id, to find it there), any refund, their tax documents,
 * and the order it came off (decision 062), or until when it may.
 */
function feeOf(row: Row): ReactNode {
  const { booking } = row;
  if (booking.fee_paid == null) return booking.fee > 0 ? copy.fee.unpaid(formatRupees(booking.fee)) : copy.fee.free;
  const details = row.payment_id ? [row.payment_id] : [];
  if (booking.invoice_number) details.push(copy.fee.invoice(booking.invoice_number));
  if (booking.refund) details.push(copy.fee.refund(formatRupees(booking.refund.amount), booking.refund.status));
  if (booking.credit_notes.length > 0) details.push(copy.fee.creditNotes(booking.credit_notes.map((note) => note.number)));
  if (booking.fee_credit) details.push(booking.fee_credit.order_id === null ? copy.fee.creditOpen(booking.fee_credit.last_day) : copy.fee.creditUsed(booking.fee_credit.order_id));
  return <TwoLines first={copy.fee.paid(formatRupees(booking.fee_paid))} second={details.join(' · ')} />;
}

/** A cell's main fact, and under it, muted, what goes with it (a survey's crew, a customer's site). */
function TwoLines({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text as="span">{first}</Text>
      <Text as="span" size="sm" tone="muted">
        {second}
      </Text>
    </Stack>
  );
}

/** The status, with the customer's answer to a finished job. */
function statusOf(row: Row): string {
  const { status, completion } = row.booking;
  if (!completion?.outcome) return copy.status[status];
  return `${copy.status[status]}, ${completion.outcome === 'confirmed' ? copy.outcome.confirmed : copy.outcome.problem(completion.complaint_number)}`;
}

/** A confirmed job whose start has passed: the crew has been, and may mark it done. */
const mayComplete = (row: Row) => row.booking.status === 'confirmed' && Date.parse(row.booking.starts_at) <= Date.now();

/**
 * /admin/bookings: a week of site surveys and orders' fittings (`?from=YYYY-MM-DD`, this week unless said), one table per day in India,
 * each booking with what it is (a fitting names its order), its crew, customer, site, status and fee (paid, with its
 * payment id, and any refund); a confirmed one may be moved to another time, a live one given to another crew or
 * cancelled, and a begun one marked done with the crew's notes and photos (the dialog works on a phone, where the crew is).
 */
export function BookingsPage() {
  usePageTitle(copy.title);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('from');
  const from = asked && DATE.test(asked) ? asked : indianDay(Date.now());
  const week = useListAdminBookingsQuery({ from }, { refetchOnMountOrArgChange: true });
  const [moving, setMoving] = useState<AdminBooking | null>(null);
  const [changingCrew, setChangingCrew] = useState<AdminBooking | null>(null);
  const [cancelling, setCancelling] = useState<AdminBooking | null>(null);
  const [completing, setCompleting] = useState<AdminBooking | null>(null);
  const goTo = (day: string) => setSearch({ from: day });

  const columns: DataTableColumn<Row>[] = [
    // Eight facts in six columns, each with what goes with it under it: the week fits a laptop's width beside the menu.
    { key: 'time', header: copy.columns.time, isRowHeader: true, minWidth: '7rem', cell: timeOf },
    {
      key: 'what',
      header: copy.columns.what,
      minWidth: '9rem',
      cell: (row) => <TwoLines first={row.booking.kind === 'installation' ? copy.kind.installation(row.booking.order_id) : copy.kind.survey} second={row.crew_name} />,
    },
    {
      key: 'customer',
      header: copy.columns.customer,
      minWidth: '13rem',
      cell: (row) => <TwoLines first={`${row.booking.contact_name} · ${row.booking.contact_phone}`} second={`${row.booking.address}, ${row.booking.pincode}`} />,
    },
    { key: 'status', header: copy.columns.status, minWidth: '7rem', cell: statusOf },
    { key: 'fee', header: copy.columns.fee, minWidth: '10rem', cell: feeOf },
    {
      key: 'actions',
      header: copy.columns.actions,
      minWidth: '12rem',
      cell: (row) =>
        row.booking.status === 'held' || row.booking.status === 'confirmed' ? (
          <Inline gap="2">
            {mayComplete(row) && (
              <Button size="sm" aria-label={copy.completeLabel(timeOf(row))} onPress={() => setCompleting(row)}>
                {copy.complete}
              </Button>
            )}
            {/* A held booking is its customer's choice in the making, minutes long: it moves once confirmed. */}
            {row.booking.status === 'confirmed' && (
              <Button variant="secondary" size="sm" aria-label={copy.moveLabel(timeOf(row))} onPress={() => setMoving(row)}>
                {copy.move}
              </Button>
            )}
            <Button variant="secondary" size="sm" aria-label={copy.changeCrewLabel(timeOf(row))} onPress={() => setChangingCrew(row)}>
              {copy.changeCrew}
            </Button>
            <Button variant="ghost" size="sm" aria-label={copy.cancelLabel(timeOf(row))} onPress={() => setCancelling(row)}>
              {copy.cancel}
            </Button>
          </Inline>
        ) : null,
    },
  ];
  const rows: Row[] = (week.data ?? []).map((item) => ({ ...item, id: item.booking.id }));
  const days = Array.from({ length: 7 }, (_, index) => addDays(from, index));

  return (
    <Stack gap="6">
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        actions={
          <Inline gap="2">
            <LinkButton href="/crews" variant="secondary">
              {copy.crews}
            </LinkButton>
            <LinkButton href="/settings/bookings" variant="secondary">
              {copy.settings}
            </LinkButton>
          </Inline>
        }
      />
      <Inline gap="2" alignY="center">
        <Button variant="secondary" onPress={() => goTo(addDays(from, -7))}>
          {copy.previousWeek}
        </Button>
        <Text weight="semibold">
          {copy.weekOf} {dayWords.format(new Date(`${from}T00:00:00Z`))}
        </Text>
        <Button variant="secondary" onPress={() => goTo(addDays(from, 7))}>
          {copy.nextWeek}
        </Button>
        <Button variant="ghost" onPress={() => goTo(indianDay(Date.now()))}>
          {copy.thisWeek}
        </Button>
      </Inline>
      {week.isError ? (
        <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} onRetry={() => void week.refetch()} isRetrying={week.isFetching} />
      ) : (
        days.map((day) => {
          const title = dayWords.format(new Date(`${day}T00:00:00Z`));
          return (
            <Stack key={day} gap="2">
              <Heading level={2} size="md">
                {title}
              </Heading>
              <DataTable<Row>
                label={copy.dayTable(title)}
                columns={columns}
                items={rows.filter((row) => indianDay(Date.parse(row.booking.starts_at)) === day)}
                isLoading={week.isFetching && !week.data}
                loadingLabel={copy.loading}
                emptyState={<Text tone="muted">{copy.none}</Text>}
              />
            </Stack>
          );
        })
      )}
      <MoveBookingDialog booking={moving} onClose={() => setMoving(null)} />
      <ChangeCrewDialog booking={changingCrew} onClose={() => setChangingCrew(null)} />
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
      <CompleteBookingDialog booking={completing} onClose={() => setCompleting(null)} />
    </Stack>
  );
}
