import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DAY_MONTH_YEAR, WEEKDAY_DAY_MONTH_TIME, formatDay, formatInstant, formatWeekdayDay } from '../../utils/shopDates';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { Radio, RadioGroup } from '../RadioGroup';
import { Select, SelectItem } from '../Select';
import { Stack } from '../Stack';
import { Surface } from '../Surface';
import { Text } from '../Text';
import { TextField } from '../TextField';
import * as styles from './DeliveryProblemChoice.css';
import { useUiWords } from '../../words/UiWords';
import { deliveryProblemChoiceWords, type DeliveryProblemChoiceLabels } from './deliveryProblemChoiceWords';

/** `open`: the courier waits for an answer; `answered`; `expired`: nobody answered by the courier's deadline. */
export type DeliveryProblemStatus = 'open' | 'answered' | 'expired';

export type { DeliveryProblemChoiceLabels };

export interface DeliveryProblemAnswer {
  action: 'reattempt' | 'return';
  /** YYYY-MM-DD, or null for the courier's next round. */
  date: string | null;
  phone: string | null;
  addressLine: string | null;
}

/** The fields a refusal can name, with the server's words. */
export type DeliveryProblemFieldErrors = Partial<Record<'action' | 'date' | 'phone' | 'addressLine', string>>;



export interface DeliveryProblemChoiceProps {
  status: DeliveryProblemStatus;
  /** Why the courier could not deliver, in the shop's words ("Nobody was available to receive it"). */
  reason: string;
  attempt: number;
  maxAttempts: number;
  /** The courier's deadline for an answer: a Date or an ISO 8601 string. */
  answerBy: Date | string;
  /** The days a new attempt may be asked for, YYYY-MM-DD, in order. */
  days: readonly string[];
  /** The answer given, once answered. */
  answer?: DeliveryProblemAnswer | null;
  /** Sends the answer. A promise shows Send as pending; a rejection keeps the form for another try. */
  onAnswer: (answer: DeliveryProblemAnswer) => void | PromiseLike<unknown>;
  /** The server's refusal, per field; the form stays and marks them. */
  fieldErrors?: DeliveryProblemFieldErrors;
  /** A refusal that names no field, e.g. a problem answered meanwhile. */
  errorMessage?: string | null;
  labels?: Partial<DeliveryProblemChoiceLabels>;
  /** A line under the message, e.g. where the answer stands with the courier; `critical` for a refusal. */
  note?: { text: string; tone?: 'muted' | 'critical' } | null;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A failed delivery and the choice it asks for: why the courier could not deliver and by when it needs an answer,
 * then deliver again (on a day, to a corrected phone or address line, all optional) or send it back. After an
 * answer sent from here, focus moves to the new title so it is read; a failure is announced and the form stays.
 */
export function DeliveryProblemChoice({
  status,
  reason,
  attempt,
  maxAttempts,
  answerBy,
  days,
  answer,
  onAnswer,
  fieldErrors = {},
  errorMessage,
  labels,
  note,
  headingLevel = 2,
  className,
}: DeliveryProblemChoiceProps) {
  const words = { ...useUiWords('deliveryProblemChoice', deliveryProblemChoiceWords), ...labels };
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const answeredHere = useRef(false);
  const [action, setAction] = useState<DeliveryProblemAnswer['action']>('reattempt');
  const [day, setDay] = useState<string>('');
  const [phone, setPhone] = useState('');
  const [addressLine, setAddressLine] = useState('');
  const [isSending, setSending] = useState(false);
  const [hasFailed, setFailed] = useState(false);

  useEffect(() => {
    if (!answeredHere.current || status === 'open') return;
    answeredHere.current = false;
    titleRef.current?.focus();
  }, [status]);

  const deadline = formatInstant(answerBy, WEEKDAY_DAY_MONTH_TIME) ?? '';
  const Title = `h${headingLevel}` as const;
  const title = { open: words.openTitle, answered: words.answeredTitle, expired: words.expiredTitle }[status];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    setSending(true);
    answeredHere.current = true;
    const reattempt = action === 'reattempt';
    try {
      await onAnswer({
        action,
        date: reattempt && day !== '' ? day : null,
        phone: reattempt && phone.trim() !== '' ? phone.trim() : null,
        addressLine: reattempt && addressLine.trim() !== '' ? addressLine.trim() : null,
      });
    } catch {
      answeredHere.current = false;
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  const problem = (hasFailed ? (errorMessage ?? (Object.keys(fieldErrors).length === 0 ? words.failed : null)) : null) ?? null;

  return (
    <Surface as="section" aria-labelledby={titleId} gap="4" className={cx(styles.panel, className)} data-status={status}>
      <Stack gap="2">
        <Title id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
          {title}
        </Title>
        {status === 'open' && <Text>{words.openMessage(reason, attempt, maxAttempts, deadline)}</Text>}
        {status === 'expired' && <Text>{words.expiredMessage(deadline)}</Text>}
        {status === 'answered' && answer && (
          <Text>{answer.action === 'return' ? words.answeredReturn : words.answeredReattempt(answer.date ? formatWeekdayDay(answer.date) : null)}</Text>
        )}
        {note && (
          <Text size="sm" tone={note.tone ?? 'muted'}>
            {note.text}
          </Text>
        )}
      </Stack>
      {status === 'open' && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4">
            <RadioGroup
              label={words.question}
              variant="card"
              value={action}
              onChange={(value) => setAction(value as DeliveryProblemAnswer['action'])}
              isInvalid={fieldErrors.action !== undefined && hasFailed}
              errorMessage={fieldErrors.action}
            >
              <Radio value="reattempt" description={words.reattemptDescription}>
                {words.reattempt}
              </Radio>
              <Radio value="return" description={words.giveBackDescription}>
                {words.giveBack}
              </Radio>
            </RadioGroup>
            {action === 'reattempt' && (
              <Stack gap="4">
                <Select
                  label={words.day}
                  selectedKey={day}
                  onSelectionChange={(key) => setDay(String(key))}
                  isInvalid={fieldErrors.date !== undefined}
                  errorMessage={fieldErrors.date}
                >
                  <SelectItem id="">{words.nextRound}</SelectItem>
                  {days.map((each) => (
                    <SelectItem key={each} id={each} textValue={formatDay(each, DAY_MONTH_YEAR) ?? each}>
                      {formatWeekdayDay(each) ?? each}
                    </SelectItem>
                  ))}
                </Select>
                <TextField
                  label={words.phone}
                  description={words.phoneDescription}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  value={phone}
                  onChange={setPhone}
                  isInvalid={fieldErrors.phone !== undefined}
                  errorMessage={fieldErrors.phone}
                />
                <TextField
                  label={words.addressLine}
                  description={words.addressLineDescription}
                  maxLength={200}
                  value={addressLine}
                  onChange={setAddressLine}
                  isInvalid={fieldErrors.addressLine !== undefined}
                  errorMessage={fieldErrors.addressLine}
                />
              </Stack>
            )}
            {problem && (
              <Text role="alert" tone="critical">
                {problem}
              </Text>
            )}
            <div>
              <Button type="submit" isPending={isSending} pendingLabel={words.sending}>
                {words.send}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Surface>
  );
}
