import {
  useCancelBookingMutation,
  useConfirmBookingMutation,
  useCreateBookingMutation,
  useGetBookingSlotsQuery,
  usePayDemoBookingMutation,
  useStartBookingPaymentMutation,
  useVerifyBookingPaymentMutation,
  type PaymentVerification,
  type Profile,
  type Schema,
} from '@shop/api-client';
import { normalisePincode } from '@shop/rules';
import { useCallback, useMemo, useRef, useState } from 'react';
import { bookingCopy } from '../../copy/bookings';
import { checkoutCopy } from '../../copy/checkout';
import { visitTime } from '../../features/bookings/bookingTime';
import { serverFieldErrors, type FieldErrors } from '../../features/forms/fieldErrors';
import { serverFormError } from '../../features/forms/serverFormError';
import { businessFromProfile, businessPayload, businessProblems, type BusinessFields } from '../../features/payments/businessBuyer';
import { useOrderPayment } from '../../features/payments/useOrderPayment';
import { notify } from '../../shared/toasts';

export type BookingField = 'pincode' | 'starts_at' | 'contact_name' | 'contact_phone' | 'contact_email' | 'address' | 'note' | 'gstin' | 'business_name';
const BOOKING_FIELDS: readonly BookingField[] = ['pincode', 'starts_at', 'contact_name', 'contact_phone', 'contact_email', 'address', 'note', 'gstin', 'business_name'];
const CONTACT_FIELDS = ['contact_name', 'contact_phone', 'contact_email', 'address'] as const;

export type ContactValues = Record<(typeof CONTACT_FIELDS)[number] | 'note', string>;
const EMPTY: ContactValues = { contact_name: '', contact_phone: '', contact_email: '', address: '', note: '' };

/** The body of a 409 for a slot taken meanwhile: the next free start, if any. */
function nextStart(error: unknown): string | null {
  const data = (error as { data?: { next_starts_at?: unknown } } | undefined)?.data;
  return typeof data?.next_starts_at === 'string' ? data.next_starts_at : null;
}

/**
 * The survey booking's steps: the PIN code (its slots asked of the server, which refuses a PIN code no crew
 * serves at the field), a start chosen, the contact and site held as a booking, then confirmed: a free survey at
 * once, one with a fee by paying it through the shared payment step (the API opens the payment for the fee as
 * held, and confirms the booking when the payment is verified). A failed or dismissed payment leaves the hold, to
 * try again until it runs out. Blank fields are caught here; everything else is the server's to refuse, shown at
 * its field. A slot taken meanwhile says the next free time and the slots are asked again. A business may add its
 * GSTIN and name for a GST invoice of the fee, checked and worded as the checkout's (filled from the account's last
 * business order, as there).
 */
export function useSurveyBooking(initial: Partial<ContactValues>, profile: Profile | undefined, initialPincode = '') {
  const [pincode, setPincode] = useState(initialPincode);
  // A PIN code the services page checked comes in the address: its times are asked for at once.
  const [asked, setAsked] = useState<string | null>(() => normalisePincode(initialPincode));
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [values, setValues] = useState<ContactValues>({ ...EMPTY, ...initial });
  const [business, setBusinessFields] = useState<BusinessFields>(() => businessFromProfile(profile));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<BookingField>>({});
  const [formError, setFormError] = useState<string>();
  const [held, setHeld] = useState<Schema<'Booking'>>();
  const [confirmed, setConfirmed] = useState<Schema<'Booking'>>();
  const sending = useRef(false);
  const slots = useGetBookingSlotsQuery({ pincode: asked ?? '', kind: 'survey' }, { skip: asked === null });
  const [create, creating] = useCreateBookingMutation();
  const [confirm, confirming] = useConfirmBookingMutation();
  const [cancel] = useCancelBookingMutation();
  const [startPayment] = useStartBookingPaymentMutation();
  const [verifyBookingPayment] = useVerifyBookingPaymentMutation();
  const [payDemoBooking] = usePayDemoBookingMutation();
  // The booking the verification answered, for onPaid: confirmed, or cancelled and refunded when the slot was lost.
  const paidBooking = useRef<Schema<'Booking'> | undefined>(undefined);
  const outcomes = useMemo(
    () => ({
      onPaid: () => {
        setConfirmed(paidBooking.current);
        setHeld(undefined);
      },
      verify: async (id: number, verification: PaymentVerification) => {
        const result = await verifyBookingPayment({ id, paymentVerification: verification }).unwrap();
        paidBooking.current = result.booking;
        return result;
      },
    }),
    [verifyBookingPayment],
  );
  const payment = useOrderPayment(profile, outcomes);

  const clearError = (field: BookingField) =>
    setFieldErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _, ...rest } = current;
      return rest;
    });

  const askSlots = useCallback(() => {
    const digits = normalisePincode(pincode);
    setStartsAt(null);
    if (!digits) {
      setFieldErrors({ pincode: [pincode.trim() === '' ? bookingCopy.pincode.blank : bookingCopy.pincode.invalid] });
      return false;
    }
    setFieldErrors({});
    setAsked(digits);
    return true;
  }, [pincode]);

  const slotErrors = slots.isError ? serverFieldErrors(slots.error, ['pincode'] as const) : {};

  const setValue = (field: keyof ContactValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const setBusiness = (value: BusinessFields) => {
    setBusinessFields(value);
    clearError('gstin');
    clearError('business_name');
  };

  const chooseStart = (value: string) => {
    setStartsAt(value);
    clearError('starts_at');
  };

  const hold = useCallback(async (): Promise<BookingField | undefined> => {
    if (sending.current || asked === null) return undefined;
    setFormError(undefined);
    const blank: FieldErrors<BookingField> = {};
    if (startsAt === null) blank.starts_at = [bookingCopy.slots.choose];
    for (const field of CONTACT_FIELDS) if (values[field].trim() === '') blank[field] = [bookingCopy.contact.blank[field]];
    const { gstin, businessName } = businessProblems(business, checkoutCopy.business.blank);
    if (gstin) blank.gstin = [gstin];
    if (businessName) blank.business_name = [businessName];
    if (Object.keys(blank).length > 0) {
      setFieldErrors(blank);
      return BOOKING_FIELDS.find((field) => blank[field]);
    }
    sending.current = true;
    try {
      const note = values.note.trim();
      const booking = await create({
        bookingInput: {
          kind: 'survey',
          starts_at: startsAt!,
          pincode: asked,
          address: values.address.trim(),
          contact_name: values.contact_name.trim(),
          contact_phone: values.contact_phone.trim(),
          contact_email: values.contact_email.trim(),
          note: note === '' ? null : note,
          ...businessPayload(business),
        },
      }).unwrap();
      setHeld(booking);
      notify.success(bookingCopy.toasts.held);
      return undefined;
    } catch (error) {
      const refused = serverFieldErrors(error, BOOKING_FIELDS);
      const next = nextStart(error);
      if (refused.starts_at && next) refused.starts_at = [...refused.starts_at, bookingCopy.slots.nextFree(visitTime(next))];
      setFieldErrors(refused);
      setFormError(serverFormError(error, BOOKING_FIELDS));
      notify.error(bookingCopy.toasts.failure);
      return BOOKING_FIELDS.find((field) => refused[field]);
    } finally {
      sending.current = false;
    }
  }, [asked, business, create, startsAt, values]);

  const confirmHeld = useCallback(async () => {
    if (!held) return;
    setFormError(undefined);
    try {
      setConfirmed(await confirm({ id: held.id }).unwrap());
      setHeld(undefined);
      notify.success(bookingCopy.toasts.confirmed);
    } catch (error) {
      setFormError(serverFormError(error, []) ?? bookingCopy.toasts.failure);
    }
  }, [confirm, held]);

  const payFee = useCallback(async () => {
    if (!held || payment.phase !== 'idle') return;
    setFormError(undefined);
    payment.setPhase('creating');
    try {
      const opened = await startPayment({ id: held.id }).unwrap();
      await payment.pay({ id: opened.booking_id, key: opened.key, razorpay_amount: opened.razorpay_amount, razorpay_order_id: opened.razorpay_order_id, provider: opened.provider });
    } catch (error) {
      payment.setPhase('idle');
      setFormError(serverFormError(error, []) ?? bookingCopy.toasts.failure);
    }
  }, [held, payment, startPayment]);

  const startAgain = useCallback(() => {
    // A hold given up is released at once, so the time is free for others (and for another look) before it expires.
    if (held) void cancel({ id: held.id });
    setHeld(undefined);
    setConfirmed(undefined);
    setStartsAt(null);
    setFormError(undefined);
    void slots.refetch?.();
  }, [cancel, held, slots]);

  return {
    pincode,
    setPincode: (value: string) => {
      setPincode(value);
      clearError('pincode');
    },
    askSlots,
    asked,
    slots,
    startsAt,
    chooseStart,
    values,
    setValue,
    business,
    setBusiness,
    fieldErrors: { ...slotErrors, ...fieldErrors },
    formError,
    held,
    confirmed,
    isHolding: creating.isLoading,
    isConfirming: confirming.isLoading,
    hold,
    confirmHeld,
    payFee,
    isPaying: payment.phase !== 'idle' || payment.demoOrder !== null,
    payment,
    signDemoPayment: (id: number) => payDemoBooking({ id }).unwrap(),
    startAgain,
  };
}
