import { formatRupees } from '@shop/rules';
import { BookingSummary, HoldTimeLeft } from '@shop/ui/BookingSummary';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Heading } from '@shop/ui/Heading';
import { PageHeader } from '@shop/ui/PageHeader';
import { SlotPicker } from '@shop/ui/SlotPicker';
import { Spinner } from '@shop/ui/Spinner';
import { Text } from '@shop/ui/Text';
import { TextArea } from '@shop/ui/TextArea';
import { TextField } from '@shop/ui/TextField';
import { useId, useRef, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useSearchParams } from 'react-router-dom';
import { TaskPage } from '../../components/TaskPage';
import { bookingCopy as copy } from '../../copy/bookings';
import { BookingList } from '../../features/bookings/BookingList';
import { clockTime, visitTime } from '../../features/bookings/bookingTime';
import { focusFormField } from '../../features/forms/fieldErrors';
import { useProfile } from '../../features/session';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import { DemoPaymentDialog } from '../CheckoutPage/DemoPaymentDialog';
import { BusinessBuyerFields } from '../../features/payments/BusinessBuyerFields';
import { useSurveyBooking } from './useSurveyBooking';

const panel = { display: 'grid', gap: '4', padding: { mobile: '5', md: '8' }, borderRadius: 'lg', border: 'default', background: 'surface', boxShadow: 'sm' } as const;

/**
 * /book-survey: a site survey by the shop's own fitter. The PIN code first (a code no crew visits is refused at
 * its field; one the services page sends in the address, `?pincode=`, has its times shown at once), then a day and
 * start time from the free ones, the contact and the site (and a business's GSTIN for a GST invoice), which holds the time;
 * then the confirmation: a survey with a fee is paid online through the shared payment step while the hold's
 * minutes run (a failed or dismissed payment leaves the hold), a free one confirmed at once. The customer's
 * bookings are listed below. Signed in only.
 */
export function BookSurveyPage() {
  useDocumentMetadata({ title: copy.title, noindex: true });
  const { profile } = useProfile();
  // The services page sends a shopper here with the PIN code it found a crew for (`?pincode=411045`).
  const [params] = useSearchParams();
  return (
    <TaskPage>
      <PageHeader as="header" title={copy.title} intro={copy.intro} />
      {profile ? (
        <Box display="grid" gap={{ mobile: '6', md: '8' }}>
          <SurveyBooking initial={{ contact_name: profile.name, contact_email: profile.email, contact_phone: profile.contact }} profile={profile} pincode={params.get('pincode') ?? ''} />
          <MyBookings />
        </Box>
      ) : (
        <Box display="grid" justifyItems="center" paddingY="12">
          <Spinner label={copy.slots.loading} size="lg" />
        </Box>
      )}
    </TaskPage>
  );
}

function MyBookings() {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} display="grid" gap="3">
      <Heading level={2} id={headingId} size={{ mobile: 'lg', md: 'xl' }}>
        {copy.mine.title}
      </Heading>
      <BookingList />
    </Box>
  );
}

function SurveyBooking({ initial, profile, pincode }: { initial: Parameters<typeof useSurveyBooking>[0]; profile: Parameters<typeof useSurveyBooking>[1]; pincode: string }) {
  const booking = useSurveyBooking(initial, profile, pincode);
  const pincodeForm = useRef<HTMLFormElement>(null);
  const detailsForm = useRef<HTMLFormElement>(null);
  const placeId = useId();
  const whenId = useId();
  const detailsId = useId();
  const { fieldErrors, slots, values, held, confirmed } = booking;

  if (confirmed) {
    const booked = confirmed.status === 'confirmed';
    return (
      <BookingSummary
        title={booked ? copy.confirmed.title : copy.confirmed.lostTitle}
        facts={
          booked
            ? [copy.confirmed.when(visitTime(confirmed.starts_at)), ...(confirmed.fee_paid != null ? [copy.confirmed.paid(formatRupees(confirmed.fee_paid))] : [])]
            : confirmed.refund
              ? [copy.confirmed.refunded(formatRupees(confirmed.refund.amount))]
              : []
        }
        actions={
          <Button variant="secondary" onPress={booking.startAgain}>
            {copy.confirmed.another}
          </Button>
        }
      />
    );
  }

  if (held) {
    const hasFee = held.fee > 0;
    const hold = held.hold_expires_at ? { endsAt: held.hold_expires_at, minutesLeft: copy.held.minutesLeft, ended: copy.held.ranOut } : undefined;
    return (
      <BookingSummary
        title={copy.held.title}
        facts={[
          copy.held.when(visitTime(held.starts_at)),
          ...(held.hold_expires_at ? [hasFee ? copy.held.payBy(clockTime(held.hold_expires_at)) : copy.held.until(clockTime(held.hold_expires_at))] : []),
          hasFee ? copy.held.fee(formatRupees(held.fee)) : copy.held.free,
        ]}
        hold={hasFee ? hold : undefined}
        error={booking.formError}
        actions={
          <>
            {hasFee ? (
              <Button size="lg" isPending={booking.isPaying} pendingLabel={copy.held.paying} onPress={() => void booking.payFee()}>
                {copy.held.pay(formatRupees(held.fee))}
              </Button>
            ) : (
              <Button size="lg" isPending={booking.isConfirming} pendingLabel={copy.held.confirming} onPress={() => void booking.confirmHeld()}>
                {copy.held.confirm}
              </Button>
            )}
            <Button variant="secondary" size="lg" isDisabled={booking.isPaying} onPress={booking.startAgain}>
              {copy.held.cancel}
            </Button>
          </>
        }
      >
        <DemoPaymentDialog
          order={booking.payment.demoOrder}
          onSettle={booking.payment.settle}
          onClose={booking.payment.closeDemo}
          requestSignedPayment={booking.signDemoPayment}
          reference={{ label: copy.held.demoReference, text: (id) => `#${id}` }}
          note={hold && <HoldTimeLeft {...hold} />}
        />
      </BookingSummary>
    );
  }

  const onAsk = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!booking.askSlots()) focusFormField(pincodeForm.current, 'pincode');
  };
  const onHold = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const toCorrect = await booking.hold();
    if (toCorrect === 'pincode') focusFormField(pincodeForm.current, toCorrect);
    else if (toCorrect && toCorrect !== 'starts_at') focusFormField(detailsForm.current, toCorrect);
  };
  const days = slots.data?.days.map((day) => ({ date: day.date, startsAt: day.starts_at })) ?? [];

  return (
    <>
      <Box as="section" aria-labelledby={placeId} {...panel}>
        <Heading level={2} id={placeId} size={{ mobile: 'lg', md: 'xl' }}>
          {copy.pincode.title}
        </Heading>
        <Form ref={pincodeForm} aria-labelledby={placeId} validationBehavior="aria" validationErrors={{ ...(fieldErrors.pincode ? { pincode: fieldErrors.pincode } : {}) }} onSubmit={onAsk}>
          <Box display="flex" flexWrap="wrap" gap="3" alignItems="flex-end">
            <TextField name="pincode" label={copy.pincode.label} description={copy.pincode.hint} inputMode="numeric" autoComplete="postal-code" maxLength={10} value={booking.pincode} onChange={booking.setPincode} isRequired />
            <Button type="submit" variant="secondary" isPending={slots.isFetching} pendingLabel={copy.slots.loading}>
              {copy.pincode.show}
            </Button>
          </Box>
        </Form>
      </Box>
      {slots.data && (
        <Box as="section" aria-labelledby={whenId} {...panel}>
          <Heading level={2} id={whenId} size={{ mobile: 'lg', md: 'xl' }}>
            {copy.slots.title}
          </Heading>
          <Text tone="muted">
            {copy.slots.duration(slots.data.duration_minutes)} {slots.data.fee > 0 ? copy.slots.fee(formatRupees(slots.data.fee)) : copy.slots.free}
          </Text>
          {days.length === 0 ? (
            <Text>{copy.slots.none}</Text>
          ) : (
            <SlotPicker days={days} value={booking.startsAt} onChange={booking.chooseStart} labels={copy.slots} errorMessage={fieldErrors.starts_at?.join(' ')} />
          )}
        </Box>
      )}
      {slots.data && days.length > 0 && (
        <Box as="section" aria-labelledby={detailsId} {...panel}>
          <Heading level={2} id={detailsId} size={{ mobile: 'lg', md: 'xl' }}>
            {copy.contact.title}
          </Heading>
          <Form ref={detailsForm} aria-labelledby={detailsId} validationBehavior="aria" validationErrors={fieldErrors} onSubmit={(event) => void onHold(event)}>
            <Box display="grid" gap="5">
              <TextField name="contact_name" label={copy.contact.name} autoComplete="name" maxLength={100} value={values.contact_name} onChange={(value) => booking.setValue('contact_name', value)} isRequired />
              <TextField name="contact_phone" label={copy.contact.phone} type="tel" autoComplete="tel" maxLength={20} value={values.contact_phone} onChange={(value) => booking.setValue('contact_phone', value)} isRequired />
              <TextField name="contact_email" label={copy.contact.email} type="email" autoComplete="email" maxLength={254} value={values.contact_email} onChange={(value) => booking.setValue('contact_email', value)} isRequired />
              <TextArea name="address" label={copy.contact.address} description={copy.contact.addressHint} rows={3} maxLength={500} value={values.address} onChange={(value) => booking.setValue('address', value)} isRequired />
              <TextArea name="note" label={copy.contact.note} description={copy.contact.noteHint} rows={3} maxLength={1000} value={values.note} onChange={(value) => booking.setValue('note', value)} />
              <BusinessBuyerFields value={booking.business} onChange={booking.setBusiness} />
              {booking.formError && (
                <Box as="p" role="alert" padding="3" borderRadius="md" border="error" background="error" color="error" fontSize="sm" fontWeight="medium">
                  {booking.formError}
                </Box>
              )}
              <div>
                <Button type="submit" size="lg" isPending={booking.isHolding} pendingLabel={copy.contact.holding}>
                  {copy.contact.hold}
                </Button>
              </div>
            </Box>
          </Form>
        </Box>
      )}
    </>
  );
}
