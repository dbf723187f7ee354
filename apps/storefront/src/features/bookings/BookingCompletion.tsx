import { useAnswerBookingCompletionMutation, type Schema } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Heading } from '@shop/ui/Heading';
import { Text } from '@shop/ui/Text';
import { TextArea } from '@shop/ui/TextArea';
import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { bookingCopy } from '../../copy/bookings';
import { notify } from '../../shared/toasts';
import { serverFieldErrors, type FieldErrors } from '../forms/fieldErrors';

const copy = bookingCopy.mine.completion;

/**
 * A finished job as its customer sees it: the crew's notes and photos, then, once, confirming the work or reporting
 * a problem in their words, which the shop's complaints desk takes as a ticket on the order (its number shown).
 */
export function BookingCompletion({ booking, completion }: { booking: Schema<'Booking'>; completion: Schema<'BookingCompletion'> }) {
  const headingId = useId();
  const [answer, answering] = useAnswerBookingCompletionMutation();
  const [reporting, setReporting] = useState(false);
  const [problem, setProblem] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'problem'>>({});

  const send = async (outcome: 'confirmed' | 'problem') => {
    if (outcome === 'problem' && !problem.trim()) {
      setErrors({ problem: [copy.problemRequired] });
      return;
    }
    try {
      await answer({ id: booking.id, bookingOutcomeInput: outcome === 'problem' ? { outcome, problem: problem.trim() } : { outcome } }).unwrap();
      notify.success(bookingCopy.toasts.answered);
    } catch (error) {
      const named = serverFieldErrors(error, ['problem']);
      setErrors(named);
      if (!named.problem) notify.error(bookingCopy.toasts.answerFailed);
    }
  };
  const onReport = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send('problem');
  };

  return (
    <Box as="section" aria-labelledby={headingId} display="grid" gap="3" width="full">
      <Heading level={3} id={headingId} size="sm">
        {copy.title}
      </Heading>
      <Text wrap="breakWord">{completion.notes}</Text>
      {completion.photos.length > 0 && (
        <Box as="ul" aria-label={copy.photos(completion.photos.length)} display="flex" flexWrap="wrap" gap="2">
          {completion.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.url} alt={copy.photo(index + 1)} width={96} height={72} loading="lazy" style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }} />
              </a>
            </li>
          ))}
        </Box>
      )}
      {completion.outcome === 'confirmed' && <Text tone="muted">{copy.confirmed}</Text>}
      {completion.outcome === 'problem' && <Text tone="muted">{copy.reported(completion.complaint_number)}</Text>}
      {completion.outcome === null && !reporting && (
        <Box display="grid" gap="2">
          <Text>{copy.ask}</Text>
          <Box display="flex" flexWrap="wrap" gap="2">
            <Button size="sm" isPending={answering.isLoading} pendingLabel={copy.confirming} onPress={() => void send('confirmed')}>
              {copy.confirm}
            </Button>
            <Button size="sm" variant="secondary" isDisabled={answering.isLoading} onPress={() => setReporting(true)}>
              {copy.report}
            </Button>
          </Box>
        </Box>
      )}
      {completion.outcome === null && reporting && (
        <Form aria-label={copy.report} validationBehavior="aria" validationErrors={errors} onSubmit={onReport}>
          <Box display="grid" gap="3">
            <TextArea name="problem" label={copy.problemLabel} description={copy.problemHint} rows={3} maxLength={2000} value={problem} onChange={setProblem} isRequired autoFocus />
            <Box display="flex" flexWrap="wrap" gap="2">
              <Button type="submit" size="sm" isPending={answering.isLoading} pendingLabel={copy.sending}>
                {copy.send}
              </Button>
              <Button size="sm" variant="secondary" isDisabled={answering.isLoading} onPress={() => setReporting(false)}>
                {copy.back}
              </Button>
            </Box>
          </Box>
        </Form>
      )}
    </Box>
  );
}
