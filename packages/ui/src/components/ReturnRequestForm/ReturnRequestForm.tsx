import { useId, useState, type FormEvent } from 'react';
import { formatWeekdayDay } from '../../utils/shopDates';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { NumberField } from '../NumberField';
import { PhotoPicker } from '../PhotoPicker';
import { Radio, RadioGroup } from '../RadioGroup';
import { Stack } from '../Stack';
import { Surface } from '../Surface';
import { Text } from '../Text';
import { TextArea } from '../TextArea';
import * as styles from './ReturnRequestForm.css';

/** Why goods come back; the first three are the shop's fault. */
export type ReturnReason = 'damaged_in_transit' | 'defective' | 'wrong_item' | 'not_as_described' | 'no_longer_needed';
export type ReturnWanted = 'refund' | 'replacement';

export interface ReturnableLine {
  orderItemId: number;
  name: string;
  /** Units that may still be returned. */
  returnable: number;
  /** False for a non-returnable product: only for the shop's fault. */
  anyReason: boolean;
}

export interface ReturnPhotoView {
  id: number;
  url: string;
}

export interface ReturnRequestValue {
  lines: { orderItemId: number; quantity: number }[];
  reason: ReturnReason;
  resolution: ReturnWanted;
  note: string | null;
  photoIds: number[];
}

/** The fields a refusal can name, with the server's words (`lines` for the lines as a whole). */
export type ReturnRequestFieldErrors = Partial<Record<'lines' | 'reason' | 'resolution' | 'note' | 'photos', string>>;

export interface ReturnRequestFormLabels {
  title: string;
  /** Given the last day in words. */
  intro: (until: string) => string;
  linesLegend: string;
  quantity: (name: string) => string;
  onlyShopFault: string;
  reason: string;
  chooseReason: string;
  reasons: Record<ReturnReason, string>;
  resolution: string;
  refund: string;
  refundDescription: string;
  replacement: string;
  replacementDescription: string;
  replacementNotOffered: string;
  note: string;
  photos: string;
  photosDescription: string;
  photosRequired: string;
  addPhoto: string;
  uploading: string;
  removePhoto: (n: number) => string;
  photoAlt: (n: number) => string;
  photoFailed: (name: string) => string;
  nothingChosen: string;
  send: string;
  sending: string;
  cancel: string;
  failed: string;
}

const defaultLabels: ReturnRequestFormLabels = {
  title: 'Return items',
  intro: (until) => `You can ask for a return until ${until}. Choose what you’re sending back and why.`,
  linesLegend: 'Items to return',
  quantity: (name) => `How many of ${name}`,
  onlyShopFault: 'Returnable only if it arrived damaged, defective or not what you ordered.',
  reason: 'Why are you returning it?',
  chooseReason: 'Choose why you are returning it.',
  reasons: {
    damaged_in_transit: 'It arrived damaged',
    defective: 'It is defective',
    wrong_item: 'It is not what I ordered',
    not_as_described: 'It is not as described',
    no_longer_needed: 'I no longer need it',
  },
  resolution: 'What would you like?',
  refund: 'A refund',
  refundDescription: 'To the way you paid (a bank or UPI transfer for cash on delivery).',
  replacement: 'A replacement',
  replacementDescription: 'The same item sent again, free.',
  replacementNotOffered: 'Only for goods that arrived damaged or are defective.',
  note: 'Anything to add (optional)',
  photos: 'Photos',
  photosDescription: 'Up to 5 photos of the item and its packaging.',
  photosRequired: 'Add at least one photo of the problem.',
  addPhoto: 'Add photos',
  uploading: 'Uploading…',
  removePhoto: (n) => `Remove photo ${n}`,
  photoAlt: (n) => `Photo ${n} of the item`,
  photoFailed: (name) => `${name} could not be added. Choose a JPEG, PNG or WebP photo.`,
  nothingChosen: 'Choose at least one item to return.',
  send: 'Ask for a return',
  sending: 'Sending…',
  cancel: 'Cancel',
  failed: 'We couldn’t send your request. Please check your connection and try again.',
};

const REASONS: readonly ReturnReason[] = ['damaged_in_transit', 'defective', 'wrong_item', 'not_as_described', 'no_longer_needed'];
const MAX_PHOTOS = 5;

export interface ReturnRequestFormProps {
  lines: readonly ReturnableLine[];
  /** When returns close: a Date or an ISO 8601 string. */
  openUntil: Date | string;
  /** The reasons that are the shop's fault (a non-returnable item may come back for these). */
  shopFaultReasons: readonly ReturnReason[];
  /** The reasons a replacement may be asked for. */
  replacementReasons: readonly ReturnReason[];
  /** Uploads one photo and answers it; a rejection is shown against the photos. */
  onAddPhoto: (file: File) => Promise<ReturnPhotoView>;
  /** Sends the request. A promise shows Send as pending; a rejection keeps the form for another try. */
  onSubmit: (value: ReturnRequestValue) => void | PromiseLike<unknown>;
  onCancel?: () => void;
  fieldErrors?: ReturnRequestFieldErrors;
  errorMessage?: string | null;
  labels?: Partial<ReturnRequestFormLabels>;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The shopper's return request: how many of each line, why, what they want (a refund, or a replacement where the
 * shop offers one for the reason), photos, and a note. A non-returnable line may only come back for the shop's fault,
 * and says so; photos are required for the shop's fault. The server checks all of it again and names what it refuses.
 */
export function ReturnRequestForm({
  lines,
  openUntil,
  shopFaultReasons,
  replacementReasons,
  onAddPhoto,
  onSubmit,
  onCancel,
  fieldErrors = {},
  errorMessage,
  labels,
  headingLevel = 2,
  className,
}: ReturnRequestFormProps) {
  const words = { ...defaultLabels, ...labels };
  const titleId = useId();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [resolution, setResolution] = useState<ReturnWanted>('refund');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<ReturnPhotoView[]>([]);
  const [localProblem, setLocalProblem] = useState<ReturnRequestFieldErrors>({});
  const [isSending, setSending] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const Title = `h${headingLevel}` as const;

  const shopFault = reason !== null && shopFaultReasons.includes(reason);
  const replacementOffered = reason !== null && replacementReasons.includes(reason);
  const allowed = (line: ReturnableLine) => line.anyReason || reason === null || shopFault;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = lines.filter((line) => (quantities[line.orderItemId] ?? 0) > 0 && allowed(line)).map((line) => ({ orderItemId: line.orderItemId, quantity: quantities[line.orderItemId]! }));
    const problems: ReturnRequestFieldErrors = {};
    if (chosen.length === 0) problems.lines = words.nothingChosen;
    if (reason === null) problems.reason = words.chooseReason;
    if (shopFault && photos.length === 0) problems.photos = words.photosRequired;
    setLocalProblem(problems);
    if (Object.keys(problems).length > 0 || reason === null) return;
    setFailed(false);
    setSending(true);
    try {
      await onSubmit({ lines: chosen, reason, resolution: replacementOffered ? resolution : 'refund', note: note.trim() === '' ? null : note.trim(), photoIds: photos.map((photo) => photo.id) });
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  const errors = { ...localProblem, ...(hasFailed ? fieldErrors : {}) };
  const problem = hasFailed ? (errorMessage ?? (Object.keys(fieldErrors).length === 0 ? words.failed : null)) : null;

  return (
    <Surface as="section" aria-labelledby={titleId} gap="4" className={cx(styles.panel, className)}>
      <Stack gap="2">
        <Title id={titleId} className={styles.title}>
          {words.title}
        </Title>
        <Text>{words.intro(formatWeekdayDay(openUntil) ?? '')}</Text>
      </Stack>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="5">
          <RadioGroup label={words.reason} value={reason ?? ''} onChange={(value) => setReason(value as ReturnReason)} isInvalid={errors.reason !== undefined} errorMessage={errors.reason}>
            {REASONS.map((each) => (
              <Radio key={each} value={each}>
                {words.reasons[each]}
              </Radio>
            ))}
          </RadioGroup>

          <fieldset className={styles.fieldset} aria-invalid={errors.lines !== undefined || undefined}>
            <legend className={styles.legend}>{words.linesLegend}</legend>
            <Stack gap="3">
              {lines.map((line) => (
                <div key={line.orderItemId} className={styles.line}>
                  <NumberField
                    label={words.quantity(line.name)}
                    minValue={0}
                    maxValue={line.returnable}
                    value={allowed(line) ? (quantities[line.orderItemId] ?? 0) : 0}
                    isDisabled={!allowed(line) || line.returnable === 0}
                    onChange={(value) => setQuantities({ ...quantities, [line.orderItemId]: Number.isNaN(value) ? 0 : value })}
                    description={line.anyReason ? undefined : words.onlyShopFault}
                  />
                </div>
              ))}
            </Stack>
            {errors.lines && (
              <Text size="sm" tone="critical">
                {errors.lines}
              </Text>
            )}
          </fieldset>

          <RadioGroup label={words.resolution} value={replacementOffered ? resolution : 'refund'} onChange={(value) => setResolution(value as ReturnWanted)} isInvalid={errors.resolution !== undefined} errorMessage={errors.resolution}>
            <Radio value="refund" description={words.refundDescription}>
              {words.refund}
            </Radio>
            <Radio value="replacement" isDisabled={!replacementOffered} description={replacementOffered ? words.replacementDescription : words.replacementNotOffered}>
              {words.replacement}
            </Radio>
          </RadioGroup>

          <PhotoPicker
            legend={words.photos}
            description={words.photosDescription}
            photos={photos.map((photo) => ({ ...photo, key: photo.id }))}
            onChange={(picked) => setPhotos(picked.map(({ id, url }) => ({ id, url })))}
            onAddPhoto={async (file) => {
              const photo = await onAddPhoto(file);
              return { ...photo, key: photo.id };
            }}
            maxPhotos={MAX_PHOTOS}
            errorMessage={errors.photos}
            labels={{ addPhoto: words.addPhoto, uploading: words.uploading, removePhoto: words.removePhoto, photoAlt: words.photoAlt, photoFailed: words.photoFailed }}
          />

          <TextArea label={words.note} value={note} onChange={setNote} maxLength={1000} rows={3} isInvalid={errors.note !== undefined} errorMessage={errors.note} />

          {problem && (
            <Text role="alert" tone="critical">
              {problem}
            </Text>
          )}
          <div className={styles.actions}>
            <Button type="submit" isPending={isSending} pendingLabel={words.sending}>
              {words.send}
            </Button>
            {onCancel && (
              <Button variant="secondary" onPress={onCancel}>
                {words.cancel}
              </Button>
            )}
          </div>
        </Stack>
      </form>
    </Surface>
  );
}
