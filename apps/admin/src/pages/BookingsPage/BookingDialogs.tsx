import {
  useCancelAdminBookingMutation,
  useCompleteBookingMutation,
  useListCrewsQuery,
  useReassignBookingMutation,
  useRemoveBookingPhotoMutation,
  useUploadBookingPhotoMutation,
  type AdminBooking,
} from '@shop/api-client/admin';
import { PhotoPicker, type PickedPhoto } from '@shop/ui/PhotoPicker';
import { Select, SelectItem } from '@shop/ui/Select';
import { TextArea } from '@shop/ui/TextArea';
import { useState } from 'react';
import { bookingsCopy as copy } from '../../copy/bookings';
import { FormDialog } from '../../features/forms/FormDialog';
import { serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

export interface DialogProps {
  booking: AdminBooking | null;
  onClose: () => void;
}

/** Staff give a booking to another active crew; a crew taken then is refused at the crew (409 naming `crew_id`). */
export function ChangeCrewDialog({ booking, onClose }: DialogProps) {
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
      notify.success(copy.crewDialog.changed(moved.crew_name));
      close();
    } catch (error) {
      setProblem(serverProblem(error, copy));
    }
  };
  return (
    <FormDialog isOpen={booking !== null} onClose={close} words={copy.crewDialog} onSubmit={submit} isPending={state.isLoading} problem={problem} fields={['crew_id']} fieldLabels={{ crew_id: copy.crewDialog.crew }}>
      <Select name="crew_id" label={copy.crewDialog.crew} isRequired selectedKey={crewId} onSelectionChange={(key) => setCrewId(key === null ? null : String(key))}>
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

/**
 * The crew, on a phone, marks a begun job done: its photos upload as they are chosen (and may be taken back until
 * the job is done), the notes are required and go to the customer with them.
 */
export function CompleteBookingDialog({ booking, onClose }: DialogProps) {
  const [upload] = useUploadBookingPhotoMutation();
  const [removePhoto] = useRemoveBookingPhotoMutation();
  const [complete, state] = useCompleteBookingMutation();
  const [notes, setNotes] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[] | null>(null);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const words = copy.completeDialog;
  const shown = photos ?? (booking?.photos ?? []).map((photo) => ({ key: photo.id, url: photo.url }));
  const close = () => {
    setProblem(null);
    setNotes('');
    setPhotos(null);
    onClose();
  };
  const addPhoto = async (file: File): Promise<PickedPhoto> => {
    const answer = await upload({ id: booking!.booking.id, body: file }).unwrap();
    const added = answer.photos!.at(-1)!;
    return { key: added.id, url: added.url };
  };
  const changePhotos = (next: PickedPhoto[]) => {
    for (const gone of shown.filter((photo) => !next.some((kept) => kept.key === photo.key))) {
      removePhoto({ id: booking!.booking.id, photoId: Number(gone.key) })
        .unwrap()
        .catch(() => notify.error(words.removeFailed));
    }
    setPhotos(next);
  };
  const submit = async () => {
    if (!booking) return;
    try {
      await complete({ id: booking.booking.id, bookingCompletionInput: { notes: notes.trim(), version: booking.version } }).unwrap();
      notify.success(words.done);
      close();
    } catch (error) {
      setProblem(serverProblem(error, copy));
    }
  };
  return (
    <FormDialog
      isOpen={booking !== null}
      onClose={close}
      words={words}
      intro={words.intro}
      onSubmit={submit}
      isPending={state.isLoading}
      problem={problem}
      fields={['notes', 'version', 'status', 'starts_at']}
      fieldLabels={{ notes: words.notes }}
    >
      <TextArea name="notes" label={words.notes} description={words.notesHint} isRequired maxLength={2000} rows={4} value={notes} onChange={setNotes} />
      <PhotoPicker legend={words.photos} description={words.photosHint} photos={shown} onChange={changePhotos} onAddPhoto={addPhoto} maxPhotos={5} labels={words.photoLabels} />
    </FormDialog>
  );
}
