import type { ContactMessage } from '@shop/api-client';
import { useSendContactMessageMutation } from '@shop/api-client';
import { useCallback, useRef, useState } from 'react';
import { notify } from '../../shared/toasts';
import { contactCopy } from '../../copy/contact';
import { timings } from '../../shared/timings';
import { atLeast } from './atLeast';
import { blankContactFields, CONTACT_FIELDS, emptyContactMessage, trimContactMessage, type ContactField } from './contactMessage';
import { serverFieldErrors, type FieldErrors } from '../../features/forms/fieldErrors';
import { serverFormError } from '../../features/forms/serverFormError';

/** The product brief's states of the contact form (§4). */
type ContactFormStatus = 'idle' | 'submitting' | 'success' | 'failure';

export interface ContactFormState {
  values: ContactMessage;
  status: ContactFormStatus;
  /** Messages to show on fields: ours for a blank field, or the server's. */
  fieldErrors: FieldErrors<ContactField>;
  /** The server's reason for a refusal that names no field (e.g. too many messages). */
  formError: string | undefined;
  setValue: (field: ContactField, value: string) => void;
  /** Returns the first field that needs correcting (blank, or refused by the server), for the form to focus. */
  submit: () => Promise<ContactField | undefined>;
}

/**
 * The contact form's behaviour: all four fields must be non-empty after trimming, else nothing is
 * sent and 'Please fill out all fields!' shows; otherwise the message is posted, and the outcome
 * (fields cleared and the success toast, or fields kept and the failure toast) shows only once at
 * least 1500 ms have passed since submit began.
 */
export function useContactForm(): ContactFormState {
  const [sendContactMessage] = useSendContactMessageMutation();
  const [values, setValues] = useState<ContactMessage>(emptyContactMessage);
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ContactField>>({});
  const [formError, setFormError] = useState<string>();
  // A ref, not the state, guards against a second submit in the same tick (a double press of Enter).
  const isSending = useRef(false);

  const setValue = useCallback((field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes as soon as it is edited; the others stay until they are.
    setFieldErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _, ...rest } = current;
      return rest;
    });
  }, []);

  const submit = useCallback(async (): Promise<ContactField | undefined> => {
    if (isSending.current) return undefined;
    setFormError(undefined);

    const blank = blankContactFields(values);
    if (blank.length > 0) {
      setFieldErrors(Object.fromEntries(blank.map((field) => [field, [contactCopy.form.blank[field]]])));
      notify.error(contactCopy.toasts.emptyFields);
      return blank[0];
    }

    isSending.current = true;
    setFieldErrors({});
    setStatus('submitting');
    try {
      await atLeast(sendContactMessage({ contactMessage: trimContactMessage(values) }).unwrap(), timings.contactMinimumFeedbackMs);
      setValues(emptyContactMessage);
      setStatus('success');
      notify.success(contactCopy.toasts.success);
      return undefined;
    } catch (error) {
      const refused = serverFieldErrors(error, CONTACT_FIELDS);
      setFieldErrors(refused);
      setFormError(serverFormError(error, CONTACT_FIELDS));
      setStatus('failure');
      notify.error(contactCopy.toasts.failure);
      return CONTACT_FIELDS.find((field) => refused[field]);
    } finally {
      isSending.current = false;
    }
  }, [sendContactMessage, values]);

  return { values, status, fieldErrors, formError, setValue, submit };
}
