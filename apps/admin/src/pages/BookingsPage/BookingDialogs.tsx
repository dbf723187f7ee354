import { useCancelAdminBookingMutation, useListCrewsQuery, useReassignBookingMutation, type AdminBooking } from '@shop/api-client/admin';
import { Select, SelectItem } from '@shop/ui/Select';
import { TextArea } from '@shop/ui/TextArea';
import { useState } from 'react';
import { bookingsCopy as copy } from '../../copy/bookings';
import { FormDialog } from '../../features/forms/FormDialog';
import { serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

interface DialogProps {
  booking: AdminBooking | null;
  onClose: () => void;
}

/** Staff move a booking to another active crew; a crew taken then is refused at the crew (409 naming `crew_id`). */
export function MoveBookingDialog({ booking, onClose }: DialogProps) {
  const crews = useListCrewsQuery();
  const [reassign, state] = useReassignBookingMutation();
  const [crewId, setCrewId] = useState<string | null>(null);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const others = (crews.data ?? []).filter((crew) => crew.active && crew.id !== booking?.crew_id);
  const close = () => {
    setProblem(null);
    setCrewId(null);
    onClose();
  };
  const submit = async () => {
    if (!booking || crewId === null) return;
    try {
      const moved = await reassign({ id: booking.booking.id, bookingReassignment: { crew_id: Number(crewId) } }).unwrap();
      notify.success(copy.moveDialog.moved(moved.crew_name));
      close();
    } catch (error) {
      setProblem(serverProblem(error, copy));
    }
  };
  return (
    <FormDialog isOpen={booking !== null} onClose={close} words={copy.moveDialog} onSubmit={submit} isPending={state.isLoading} problem={problem} fields={['crew_id']} fieldLabels={{ crew_id: copy.moveDialog.crew }}>
      <Select name="crew_id" label={copy.moveDialog.crew} isRequired selectedKey={crewId} onSelectionChange={(key) => setCrewId(key === null ? null : String(key))}>
        {others.map((crew) => (
          <SelectItem key={crew.id} id={String(crew.id)}>
            {crew.name}
          </SelectItem>
        ))}
      </Select>
    </FormDialog>
  );
}

/** Staff cancel a booking with a reason the customer is mailed. */
export function CancelBookingDialog({ booking, onClose }: DialogProps) {
  const [cancel, state] = useCancelAdminBookingMutation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const close = () => {
    setProblem(null);
    setReason('');
    onClose();
  };
  const submit = async () => {
    if (!booking) return;
    try {
      await cancel({ id: booking.booking.id, bookingCancellation: { reason: reason.trim() } }).unwrap();
      notify.success(copy.cancelDialog.cancelled);
      close();
    } catch (error) {
      setProblem(serverProblem(error, copy));
    }
  };
  return (
    <FormDialog
      isOpen={booking !== null}
      onClose={close}
      words={copy.cancelDialog}
      submitVariant="danger"
      onSubmit={submit}
      isPending={state.isLoading}
      problem={problem}
      fields={['reason']}
      fieldLabels={{ reason: copy.cancelDialog.reason }}
    >
      <TextArea name="reason" label={copy.cancelDialog.reason} description={copy.cancelDialog.reasonHint} isRequired maxLength={500} rows={4} value={reason} onChange={setReason} />
    </FormDialog>
  );
}
