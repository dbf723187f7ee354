import { useGetRescheduleSlotsQuery, useRescheduleBookingMutation } from '@shop/api-client/admin';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { SlotPicker } from '@shop/ui/SlotPicker';
import { Text } from '@shop/ui/Text';
import { TextArea } from '@shop/ui/TextArea';
import { useState } from 'react';
import { bookingsCopy as copy } from '../../copy/bookings';
import { FormDialog } from '../../features/forms/FormDialog';
import { serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';
import type { DialogProps } from './BookingDialogs';

const words = copy.moveDialog;
const whenWords = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
const when = (instant: string) => whenWords.format(new Date(instant));

/**
 * Staff move a confirmed booking to another time: the free times the API answers for this job (its own length at its
 * PIN code, by the customers' slot rule, its present time left out), on the storefront's SlotPicker, and the reason
 * the customer is mailed. The answer says which crew now has it. A time someone took meanwhile is refused at the
 * times (409 naming `starts_at`), which are then asked for again.
 */
export function MoveBookingDialog({ booking, onClose }: DialogProps) {
  const slots = useGetRescheduleSlotsQuery({ id: booking?.booking.id ?? 0 }, { skip: booking === null, refetchOnMountOrArgChange: true });
  const [reschedule, state] = useRescheduleBookingMutation();
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const days = (slots.data?.days ?? []).map((day) => ({ date: day.date, startsAt: day.starts_at }));
  const close = () => {
    setProblem(null);
    setStartsAt(null);
    setReason('');
    onClose();
  };
  /** A field changed answers what was said about it: its message goes, and the summary with the last one. */
  const answered = (field: 'starts_at' | 'reason') =>
    setProblem((said) => {
      if (!said?.errors[field]) return said;
      const rest = Object.fromEntries(Object.entries(said.errors).filter(([named]) => named !== field));
      return Object.keys(rest).length > 0 ? { ...said, errors: rest } : null;
    });
  const choose = (chosen: string) => {
    setStartsAt(chosen);
    answered('starts_at');
  };
  const write = (text: string) => {
    setReason(text);
    answered('reason');
  };
  const submit = async () => {
    if (!booking) return;
    if (startsAt === null || reason.trim() === '') {
      setProblem({ detail: words.incomplete, errors: { ...(startsAt === null ? { starts_at: [words.chooseTime] } : {}), ...(reason.trim() === '' ? { reason: [words.giveReason] } : {}) } });
      return;
    }
    try {
      const moved = await reschedule({ id: booking.booking.id, bookingReschedule: { starts_at: startsAt, reason: reason.trim() } }).unwrap();
      notify.success(words.moved(when(moved.booking.starts_at), moved.crew_name));
      close();
    } catch (error) {
      const refused = serverProblem(error, copy);
      setProblem(refused);
      if (refused.errors.starts_at) {
        setStartsAt(null);
        void slots.refetch();
      }
    }
  };

  return (
    <FormDialog
      size="lg"
      isOpen={booking !== null}
      onClose={close}
      words={words}
      intro={booking && <Text>{words.now(when(booking.booking.starts_at), booking.crew_name)}</Text>}
      onSubmit={submit}
      isPending={state.isLoading}
      problem={problem}
      fields={['reason']}
      fieldLabels={{ starts_at: words.time, reason: words.reason }}
    >
      {slots.isError ? (
        <LoadFailed message={words.loadFailed} retryLabel={copy.retry} onRetry={() => void slots.refetch()} isRetrying={slots.isFetching} />
      ) : !slots.data ? (
        <Text tone="muted">{words.loading}</Text>
      ) : days.length === 0 ? (
        <Text>{words.none}</Text>
      ) : (
        <SlotPicker name="starts_at" days={days} value={startsAt} onChange={choose} labels={words.slots} errorMessage={problem?.errors.starts_at?.[0]} />
      )}
      <TextArea name="reason" label={words.reason} description={words.reasonHint} isRequired maxLength={500} rows={3} value={reason} onChange={write} />
    </FormDialog>
  );
}
