import { useFileComplaintMutation, useFileOrderComplaintMutation, type Schema } from '@shop/api-client';
import { useCallback, useRef, useState } from 'react';
import { complaintCopy } from '../../copy/complaints';
import { serverFieldErrors, type FieldErrors } from '../../features/forms/fieldErrors';
import { notify } from '../../shared/toasts';
import { serverFormError } from '../../features/forms/serverFormError';

export type ComplaintField = 'order_id' | 'order_number' | 'email' | 'text';
const COMPLAINT_FIELDS: readonly ComplaintField[] = ['order_id', 'order_number', 'email', 'text'];

/** The contract's bound on the complaint's words. */
export const COMPLAINT_MAX_LENGTH = 5000;

export interface ComplaintValues {
  /** Signed in: the order's id as the picker's key, or '' for none. */
  orderId: string;
  /** Signed out: the order number as typed. */
  orderNumber: string;
  email: string;
  text: string;
}

const EMPTY: ComplaintValues = { orderId: '', orderNumber: '', email: '', text: '' };

/**
 * The complaint form's behaviour. Signed in, the complaint goes under the account (about one of its orders or
 * none); signed out, the order's number and the address it was placed with say whose it is, and the server
 * answers a mismatch on `order_number` without saying which of the two was wrong. Blank fields are caught here;
 * everything else is the server's to refuse, and shows on its field.
 */
export function useComplaintForm(isSignedIn: boolean, order: string | null = null) {
  const [fileOwn] = useFileComplaintMutation();
  const [fileByOrder] = useFileOrderComplaintMutation();
  // An order page's link names its order (`?order=42`): chosen in the picker, or filled in as the number.
  const [values, setValues] = useState<ComplaintValues>(() => (order !== null && /^[1-9][0-9]{0,9}$/.test(order) ? { ...EMPTY, orderId: order, orderNumber: order } : EMPTY));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ComplaintField>>({});
  const [formError, setFormError] = useState<string>();
  const [receipt, setReceipt] = useState<Schema<'ComplaintReceipt'>>();
  const [isSubmitting, setSubmitting] = useState(false);
  const isSending = useRef(false);

  const setValue = useCallback((field: keyof ComplaintValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    const named: ComplaintField = field === 'orderId' ? 'order_id' : field === 'orderNumber' ? 'order_number' : field;
    setFieldErrors((current) => {
      if (!current[named]) return current;
      const { [named]: _, ...rest } = current;
      return rest;
    });
  }, []);

  const submit = useCallback(async (): Promise<ComplaintField | undefined> => {
    if (isSending.current) return undefined;
    setFormError(undefined);
    const blank = blankFields(values, isSignedIn);
    if (blank.length > 0) {
      setFieldErrors(Object.fromEntries(blank.map((field) => [field, [blankMessage(field, values)]])));
      return blank[0];
    }
    isSending.current = true;
    setSubmitting(true);
    setFieldErrors({});
    try {
      const text = values.text.trim();
      const filed = isSignedIn
        ? await fileOwn({ complaintInput: { order_id: values.orderId === '' ? null : Number(values.orderId), text } }).unwrap()
        : await fileByOrder({ orderComplaintInput: { order_number: Number(values.orderNumber.trim()), email: values.email.trim(), text } }).unwrap();
      setReceipt(filed);
      setValues(EMPTY);
      notify.success(complaintCopy.toasts.filed);
      return undefined;
    } catch (error) {
      const refused = serverFieldErrors(error, COMPLAINT_FIELDS);
      setFieldErrors(refused);
      setFormError(serverFormError(error, COMPLAINT_FIELDS));
      notify.error(complaintCopy.toasts.failure);
      return COMPLAINT_FIELDS.find((field) => refused[field]);
    } finally {
      isSending.current = false;
      setSubmitting(false);
    }
  }, [fileByOrder, fileOwn, isSignedIn, values]);

  const startAgain = useCallback(() => setReceipt(undefined), []);

  return { values, fieldErrors, formError, receipt, isSubmitting, setValue, submit, startAgain };
}

function blankFields(values: ComplaintValues, isSignedIn: boolean): ComplaintField[] {
  const blank: ComplaintField[] = [];
  if (!isSignedIn && !/^\s*[0-9]+\s*$/.test(values.orderNumber)) blank.push('order_number');
  if (!isSignedIn && values.email.trim() === '') blank.push('email');
  if (values.text.trim() === '') blank.push('text');
  return blank;
}

function blankMessage(field: ComplaintField, values: ComplaintValues): string {
  const words = complaintCopy.form;
  if (field === 'order_number' && values.orderNumber.trim() !== '') return words.orderNumberShape;
  return field === 'order_id' ? '' : words.blank[field];
}
