import { useRequestQuoteMutation, type Schema } from '@shop/api-client';
import { useCallback, useRef, useState } from 'react';
import { quoteCopy } from '../../copy/quotes';
import type { PickedPhoto } from '@shop/ui/PhotoPicker';
import { serverFieldErrors } from '../../features/forms/fieldErrors';
import { serverFormError } from '../../features/forms/serverFormError';
import type { QuoteLinePrefill, QuoteSitePrefill } from '../../features/quotes/quoteLines';
import { notify } from '../../shared/toasts';

type SiteKind = Schema<'QuoteSiteKind'>;
/** Messages by field name, lines' fields named `lines.N.<field>` as the server names them. */
type FieldMessages = Record<string, string[]>;

export interface QuoteLineValue {
  /** Stable across edits, for React's keys. */
  key: number;
  variant: number | null;
  /** The catalogue line's words; the buyer's own words are `description`. */
  label: string;
  description: string;
  quantity: number;
}

export interface QuoteRequestValues {
  name: string;
  organisation: string;
  phone: string;
  email: string;
  gstin: string;
  sitePincode: string;
  siteAddress: string;
  siteKind: SiteKind;
  wantsInstallation: boolean;
  note: string;
  lines: QuoteLineValue[];
  /** The site's photos uploaded so far, each by the claim the request names it by. */
  photos: PickedPhoto[];
}

/** The form's own fields, in the order of the page: where focus goes after a refusal. */
const FIELDS = ['name', 'organisation', 'phone', 'email', 'gstin', 'site_pincode', 'site_address', 'site_kind', 'note', 'lines'] as const;

let nextKey = 1;
const line = (prefill?: QuoteLinePrefill): QuoteLineValue => ({
  key: nextKey++,
  variant: prefill?.variant ?? null,
  // A line of a default pack comes as words: the buyer's description, still editable.
  label: prefill?.variant != null ? prefill.label : '',
  description: prefill?.variant == null ? (prefill?.label ?? '') : '',
  quantity: prefill?.quantity ?? 1,
});

const empty = (prefill: readonly QuoteLinePrefill[], site?: QuoteSitePrefill): QuoteRequestValues => ({
  name: '',
  organisation: '',
  phone: '',
  email: '',
  gstin: '',
  sitePincode: site?.pincode ?? '',
  siteAddress: '',
  siteKind: 'housing_society',
  wantsInstallation: site?.wantsInstallation ?? false,
  note: '',
  lines: prefill.length > 0 ? prefill.map(line) : [line()],
  photos: [],
});

const photoFields = (photos: readonly PickedPhoto[]) => ['photos', ...photos.map((_, index) => `photos.${index}`)];

const lineFields = (lines: readonly QuoteLineValue[]) => lines.flatMap((_, index) => [`lines.${index}.variant`, `lines.${index}.description`, `lines.${index}.quantity`]);

/**
 * The quote request's behaviour: lines from the cart or a product page, the site's PIN code and the wish for fitting
 * from the services page (all editable), blank fields caught here, and everything else the server's to refuse, shown
 * on its field or its line.
 */
export function useQuoteRequestForm(prefill: readonly QuoteLinePrefill[], site?: QuoteSitePrefill) {
  const [request] = useRequestQuoteMutation();
  const [values, setValues] = useState<QuoteRequestValues>(() => empty(prefill, site));
  const [fieldErrors, setFieldErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string>();
  const [receipt, setReceipt] = useState<Schema<'QuoteReceipt'>>();
  const [isSubmitting, setSubmitting] = useState(false);
  const isSending = useRef(false);

  const forget = (name: string) =>
    setFieldErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _, ...rest } = current;
      return rest;
    });

  const setValue = useCallback(<Field extends Exclude<keyof QuoteRequestValues, 'lines'>>(field: Field, value: QuoteRequestValues[Field], name: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    forget(name);
  }, []);

  const setLine = useCallback((index: number, change: Partial<Pick<QuoteLineValue, 'description' | 'quantity'>>) => {
    setValues((current) => ({ ...current, lines: current.lines.map((each, at) => (at === index ? { ...each, ...change } : each)) }));
    forget(`lines.${index}.${'description' in change ? 'description' : 'quantity'}`);
  }, []);

  // A removed or added line renumbers those after it: their messages no longer say which line they meant.
  const addLine = useCallback(() => setValues((current) => ({ ...current, lines: [...current.lines, line()] })), []);
  const removeLine = useCallback((index: number) => {
    setValues((current) => ({ ...current, lines: current.lines.filter((_, at) => at !== index) }));
    setFieldErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !name.startsWith('lines'))));
  }, []);

  const submit = useCallback(async (): Promise<string | undefined> => {
    if (isSending.current) return undefined;
    setFormError(undefined);
    const blank = blankFields(values);
    if (Object.keys(blank).length > 0) {
      setFieldErrors(blank);
      return Object.keys(blank)[0];
    }
    isSending.current = true;
    setSubmitting(true);
    setFieldErrors({});
    const fields = [...FIELDS, ...lineFields(values.lines), ...photoFields(values.photos)];
    try {
      const filed = await request({
        quoteRequestInput: {
          name: values.name.trim(),
          organisation: values.organisation.trim() || null,
          phone: values.phone.trim(),
          email: values.email.trim(),
          gstin: values.gstin.trim() || null,
          site_pincode: values.sitePincode.trim(),
          site_address: values.siteAddress.trim(),
          site_kind: values.siteKind,
          wants_installation: values.wantsInstallation,
          note: values.note.trim() || null,
          lines: values.lines.map((each) => (each.variant !== null ? { variant: each.variant, quantity: each.quantity } : { description: each.description.trim(), quantity: each.quantity })),
          ...(values.photos.length > 0 ? { photos: values.photos.map((photo) => String(photo.key)) } : {}),
        },
      }).unwrap();
      setReceipt(filed);
      setValues(empty([]));
      notify.success(quoteCopy.toasts.sent);
      return undefined;
    } catch (error) {
      const refused = serverFieldErrors(error, fields) as FieldMessages;
      setFieldErrors(refused);
      setFormError(serverFormError(error, fields));
      notify.error(quoteCopy.toasts.failure);
      return fields.find((field) => refused[field]);
    } finally {
      isSending.current = false;
      setSubmitting(false);
    }
  }, [request, values]);

  const setPhotos = useCallback((photos: PickedPhoto[]) => {
    setValues((current) => ({ ...current, photos }));
    setFieldErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !name.startsWith('photos'))));
  }, []);

  const startAgain = useCallback(() => setReceipt(undefined), []);

  return { values, fieldErrors, formError, receipt, isSubmitting, setValue, setLine, addLine, removeLine, setPhotos, submit, startAgain };
}

function blankFields(values: QuoteRequestValues): FieldMessages {
  const words = quoteCopy.form.blank;
  const errors: FieldMessages = {};
  if (values.name.trim() === '') errors.name = [words.name];
  if (values.phone.trim() === '') errors.phone = [words.phone];
  if (values.email.trim() === '') errors.email = [words.email];
  if (values.sitePincode.trim() === '') errors.site_pincode = [words.site_pincode];
  if (values.siteAddress.trim() === '') errors.site_address = [words.site_address];
  if (values.lines.length === 0) errors.lines = [words.lines];
  values.lines.forEach((each, index) => {
    if (each.variant === null && each.description.trim() === '') errors[`lines.${index}.description`] = [words.description];
  });
  return errors;
}
