import { baseApi as api } from '../baseApi';
export const addTagTypes = ['Bookings'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listServices: build.query<ListServicesApiResponse, ListServicesApiArg>({
        query: (queryArg) => ({
          url: `/api/user/services/`,
          params: {
            pincode: queryArg.pincode,
          },
        }),
        providesTags: ['Bookings'],
      }),
      getBookingSlots: build.query<GetBookingSlotsApiResponse, GetBookingSlotsApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/slots/`,
          params: {
            pincode: queryArg.pincode,
            kind: queryArg.kind,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['Bookings'],
      }),
      createBooking: build.mutation<CreateBookingApiResponse, CreateBookingApiArg>({
        query: (queryArg) => ({ url: `/api/user/bookings/`, method: 'POST', body: queryArg.bookingInput }),
        invalidatesTags: ['Bookings'],
      }),
      confirmBooking: build.mutation<ConfirmBookingApiResponse, ConfirmBookingApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/${encodeURIComponent(String(queryArg.id))}/confirm/`,
          method: 'POST',
        }),
        invalidatesTags: ['Bookings'],
      }),
      startBookingPayment: build.mutation<StartBookingPaymentApiResponse, StartBookingPaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/${encodeURIComponent(String(queryArg.id))}/payment/`,
          method: 'POST',
        }),
        invalidatesTags: ['Bookings'],
      }),
      verifyBookingPayment: build.mutation<VerifyBookingPaymentApiResponse, VerifyBookingPaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/${encodeURIComponent(String(queryArg.id))}/payment/verify/`,
          method: 'POST',
          body: queryArg.paymentVerification,
        }),
        invalidatesTags: ['Bookings'],
      }),
      payDemoBooking: build.mutation<PayDemoBookingApiResponse, PayDemoBookingApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/${encodeURIComponent(String(queryArg.id))}/payment/demo/`,
          method: 'POST',
        }),
        invalidatesTags: ['Bookings'],
      }),
      getInstallationSlots: build.query<GetInstallationSlotsApiResponse, GetInstallationSlotsApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/installation-slots/`,
          params: {
            order_id: queryArg.orderId,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['Bookings'],
      }),
      bookInstallation: build.mutation<BookInstallationApiResponse, BookInstallationApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/installations/`,
          method: 'POST',
          body: queryArg.installationBookingInput,
        }),
        invalidatesTags: ['Bookings'],
      }),
      answerBookingCompletion: build.mutation<AnswerBookingCompletionApiResponse, AnswerBookingCompletionApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/${encodeURIComponent(String(queryArg.id))}/outcome/`,
          method: 'POST',
          body: queryArg.bookingOutcomeInput,
        }),
        invalidatesTags: ['Bookings'],
      }),
      cancelBooking: build.mutation<CancelBookingApiResponse, CancelBookingApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/${encodeURIComponent(String(queryArg.id))}/cancel/`,
          method: 'POST',
        }),
        invalidatesTags: ['Bookings'],
      }),
      listMyBookings: build.query<ListMyBookingsApiResponse, ListMyBookingsApiArg>({
        query: () => ({ url: `/api/user/account/bookings/` }),
        providesTags: ['Bookings'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as bookingsApi };
export type ListServicesApiResponse = /** status 200 The services on offer. */ ShopServices;
export type ListServicesApiArg = {
  pincode?: PincodeAsTyped;
};
export type GetBookingSlotsApiResponse = /** status 200 The free starts. */ BookingSlots;
export type GetBookingSlotsApiArg = {
  pincode: PincodeAsTyped;
  kind: BookableKind;
  /** The first day wanted (YYYY-MM-DD, India); tomorrow unless later. */
  from?: string;
  /** The last day wanted (YYYY-MM-DD, India); 30 days ahead unless earlier. */
  to?: string;
};
export type CreateBookingApiResponse = /** status 201 Held. */ Booking;
export type CreateBookingApiArg = {
  bookingInput: BookingInput;
};
export type ConfirmBookingApiResponse = /** status 200 Confirmed. */ Booking;
export type ConfirmBookingApiArg = {
  id: Id;
};
export type StartBookingPaymentApiResponse = /** status 200 The provider's order to pay. */ BookingPayment;
export type StartBookingPaymentApiArg = {
  id: Id;
};
export type VerifyBookingPaymentApiResponse =
  /** status 200 Paid; the booking as it now stands. */ BookingPaymentResult;
export type VerifyBookingPaymentApiArg = {
  id: Id;
  paymentVerification: PaymentVerification;
};
export type PayDemoBookingApiResponse = /** status 200 The signed result of a demo payment. */ DemoPayment;
export type PayDemoBookingApiArg = {
  id: Id;
};
export type GetInstallationSlotsApiResponse = /** status 200 The free starts. */ InstallationSlots;
export type GetInstallationSlotsApiArg = {
  orderId: Id;
  /** The first day wanted (YYYY-MM-DD, India); tomorrow unless later. */
  from?: string;
  /** The last day wanted (YYYY-MM-DD, India); 30 days ahead unless earlier. */
  to?: string;
};
export type BookInstallationApiResponse = /** status 201 Booked and confirmed. */ Booking;
export type BookInstallationApiArg = {
  installationBookingInput: InstallationBookingInput;
};
export type AnswerBookingCompletionApiResponse = /** status 200 Answered. */ Booking;
export type AnswerBookingCompletionApiArg = {
  id: Id;
  bookingOutcomeInput: BookingOutcomeInput;
};
export type CancelBookingApiResponse = /** status 200 Cancelled. */ Booking;
export type CancelBookingApiArg = {
  id: Id;
};
export type ListMyBookingsApiResponse = /** status 200 The bookings. */ Booking[];
export type ListMyBookingsApiArg = void;
export type ServiceKind = 'survey' | 'installation';
export type ServiceUnit = 'visit' | 'running_metre' | 'square_metre' | 'job';
export type ShopService = {
  id: number;
  name: string;
  kind: ServiceKind;
  unit: ServiceUnit;
  /** Per unit in rupees, GST included. */
  price: number;
  sac_code: string;
  gst_rate: 0 | 5 | 12 | 18 | 28;
};
export type ShopServices = {
  /** The PIN code asked about, as six digits; null when none was. */
  pincode: string | null;
  /** Whether a crew serves the PIN code; null when none was asked about. */
  served: boolean | null;
  services: ShopService[];
};
export type ErrorCode =
  | 'invalid_input'
  | 'not_found'
  | 'unauthorized'
  | 'forbidden'
  | 'rate_limited'
  | 'bad_request'
  | 'method_not_allowed'
  | 'not_acceptable'
  | 'body_too_large'
  | 'unsupported_media_type'
  | 'malformed_json'
  | 'malformed_url'
  | 'empty_body'
  | 'url_too_long'
  | 'json_too_deep'
  | 'null_character'
  | 'internal_error'
  | 'database_unavailable'
  | 'shop_busy'
  | 'migrations_pending'
  | 'not_configured'
  | 'payment_provider_unavailable'
  | 'storage_unavailable'
  | 'mail_unavailable'
  | 'required'
  | 'blank'
  | 'wrong_type'
  | 'too_short'
  | 'too_long'
  | 'too_small'
  | 'too_large'
  | 'too_few'
  | 'too_many'
  | 'not_allowed_value'
  | 'invalid_format'
  | 'unexpected_field'
  | 'invalid'
  | 'email_invalid'
  | 'mobile_invalid'
  | 'pincode_invalid'
  | 'date_invalid'
  | 'gtin_invalid'
  | 'gstin_invalid'
  | 'gstin_state_unknown'
  | 'gstin_check_failed'
  | 'gstin_required'
  | 'business_name_required'
  | 'account_erased'
  | 'account_name_required'
  | 'account_not_found'
  | 'account_number_invalid'
  | 'address_book_full'
  | 'address_book_not_found'
  | 'address_changed'
  | 'address_not_chosen'
  | 'address_not_found'
  | 'already_a_complaint'
  | 'already_refunded'
  | 'already_remitted'
  | 'already_shipped'
  | 'amount_invalid'
  | 'amount_mismatch'
  | 'article_title_missing'
  | 'bank_transfer_not_allowed'
  | 'blog_not_found'
  | 'booking_not_cancellable'
  | 'booking_not_confirmed'
  | 'booking_not_found'
  | 'booking_not_held'
  | 'booking_not_invoiced'
  | 'booking_not_live'
  | 'booking_time_unchanged'
  | 'cancel_refunds'
  | 'cannot_deactivate_self'
  | 'carrier_refused'
  | 'carrier_retired'
  | 'carrier_unavailable'
  | 'cart_lines_invalid'
  | 'categories_gone'
  | 'category_hidden'
  | 'category_name_taken'
  | 'category_not_found'
  | 'category_repeated'
  | 'channel_cannot_send_codes'
  | 'channel_opted_out'
  | 'cod_already_cancelled'
  | 'cod_already_confirmed'
  | 'cod_confirmation_closed'
  | 'cod_confirmation_link_not_found'
  | 'cod_not_applicable'
  | 'cod_not_collected'
  | 'cod_not_serviceable'
  | 'cod_over_limit'
  | 'cod_refused_before'
  | 'cod_switched_off'
  | 'cod_unchecked'
  | 'code_not_sent'
  | 'complaint_closed'
  | 'complaint_link_not_found'
  | 'complaint_not_found'
  | 'complaint_order_not_found'
  | 'complaint_order_not_yours'
  | 'complaint_resolved'
  | 'contact_message_status'
  | 'coupon_code_invalid'
  | 'coupon_code_taken'
  | 'coupon_minimum_not_met'
  | 'coupon_not_for_cart'
  | 'coupon_not_found'
  | 'coupon_not_usable'
  | 'coupon_takes_nothing_off'
  | 'coupon_used_up_by_you'
  | 'courier_not_serving'
  | 'courier_required'
  | 'credit_exceeds_invoice'
  | 'credit_note_not_found'
  | 'crew_busy'
  | 'crew_inactive'
  | 'crew_not_found'
  | 'customer_not_found'
  | 'date_in_future'
  | 'date_out_of_range'
  | 'date_range_backwards'
  | 'date_range_too_long'
  | 'day_off_repeated'
  | 'declaration_required'
  | 'delivery_move_refused'
  | 'delivery_problem_answer_closed'
  | 'delivery_problem_answered'
  | 'demo_payments_off'
  | 'discount_kind_required'
  | 'duplicate_ids'
  | 'email_not_verified'
  | 'email_taken'
  | 'end_in_past'
  | 'ends_before_start'
  | 'erase_email_mismatch'
  | 'file_empty'
  | 'file_too_large'
  | 'first_variant_label_needed'
  | 'fitting_already_booked'
  | 'fitting_too_long'
  | 'flat_coupon_minimum_too_low'
  | 'gallery_item_not_found'
  | 'gtin_taken'
  | 'idempotency_key_blank'
  | 'idempotency_key_reused'
  | 'ifsc_invalid'
  | 'image_link_invalid'
  | 'image_too_large'
  | 'image_type_unsupported'
  | 'image_unreadable'
  | 'invalid_credentials'
  | 'invoice_not_issued'
  | 'item_not_in_order'
  | 'item_not_in_return'
  | 'item_not_returnable'
  | 'item_repeated'
  | 'job_already_answered'
  | 'job_not_done'
  | 'job_not_failed'
  | 'job_not_found'
  | 'job_not_started'
  | 'job_notes_required'
  | 'job_photos_kept'
  | 'job_problem_required'
  | 'last_live_variant'
  | 'link_invalid'
  | 'message_not_failed'
  | 'message_not_found'
  | 'mobile_already_confirmed'
  | 'mobile_code_attempts_exhausted'
  | 'mobile_code_expired'
  | 'mobile_code_wrong'
  | 'mobile_number_required'
  | 'no_bank_details'
  | 'no_captured_payment'
  | 'no_courier_serves'
  | 'no_crew_here'
  | 'no_delivery_problem'
  | 'no_mobile_number'
  | 'no_paid_fee'
  | 'no_quote_draft'
  | 'no_shipment_label'
  | 'no_survey_fee'
  | 'not_enough_stock'
  | 'not_on_wishlist'
  | 'not_signed_in'
  | 'note_required'
  | 'nothing_to_fit'
  | 'notification_not_found'
  | 'one_line_per_variant'
  | 'only_for_another_attempt'
  | 'order_cancelled'
  | 'order_not_awaiting_transfer'
  | 'order_not_bank_transfer'
  | 'order_not_cod'
  | 'order_not_confirmed'
  | 'order_not_delivered'
  | 'order_not_found'
  | 'order_not_paid'
  | 'order_not_settled'
  | 'order_too_large'
  | 'organisation_required'
  | 'otp_attempts_exhausted'
  | 'otp_expired'
  | 'otp_wrong'
  | 'out_of_stock'
  | 'owner_changes_staff'
  | 'owner_only'
  | 'owner_sets_prices'
  | 'page_not_found'
  | 'parcel_booking_busy'
  | 'parcel_booking_taken_over'
  | 'passwords_differ'
  | 'payment_already_recorded'
  | 'payment_provider_changed'
  | 'period_end_before_start'
  | 'periods_overlap'
  | 'photo_not_found'
  | 'photo_unavailable'
  | 'photos_not_removed'
  | 'pickup_only_on_approval'
  | 'pincode_not_served'
  | 'pincode_unknown'
  | 'prices_are_the_owners'
  | 'product_not_found'
  | 'product_not_in_order'
  | 'product_or_items'
  | 'product_ordered_not_deletable'
  | 'product_photo_required'
  | 'product_unavailable'
  | 'products_gone'
  | 'quote_already_accepted'
  | 'quote_changed'
  | 'quote_closed'
  | 'quote_expired'
  | 'quote_line_empty'
  | 'quote_line_unavailable'
  | 'quote_not_found'
  | 'quote_not_sent'
  | 'quote_revised'
  | 'quote_total_too_large'
  | 'quote_validity_too_short'
  | 'quote_withdrawn'
  | 'quoted_goods_unavailable'
  | 'range_backwards'
  | 'reason_only_on_rejection'
  | 'reason_required'
  | 'receipt_exceeds_return'
  | 'receipt_incomplete'
  | 'reference_not_taken'
  | 'reference_required'
  | 'refund_exceeds_fee'
  | 'refund_exceeds_order'
  | 'refund_reference_taken'
  | 'remittance_orders_refused'
  | 'remittance_reference_taken'
  | 'replacement_not_offered'
  | 'replacement_out_of_stock'
  | 'replacement_takes_no_reference'
  | 'resend_too_soon'
  | 'return_before_delivery'
  | 'return_exceeds_delivered'
  | 'return_not_found'
  | 'return_nothing_received'
  | 'return_photo_required'
  | 'return_photos_unavailable'
  | 'return_status_refuses'
  | 'return_units_taken'
  | 'return_window_closed'
  | 'review_not_found'
  | 'review_status_refuses'
  | 'review_text_required'
  | 'sale_amount_exceeds_price'
  | 'sale_not_found'
  | 'sale_targets_required'
  | 'session_expired'
  | 'session_invalid'
  | 'signature_wrong'
  | 'site_document_missing'
  | 'sku_taken'
  | 'slot_hold_expired'
  | 'slot_in_past'
  | 'slot_off_grid'
  | 'slot_outside_hours'
  | 'slot_outside_window'
  | 'slot_taken'
  | 'slug_taken'
  | 'sort_order_out_of_date'
  | 'staff_code_ended'
  | 'staff_code_wrong'
  | 'staff_credentials_wrong'
  | 'staff_member_not_found'
  | 'staff_not_erasable'
  | 'staff_only'
  | 'staff_session_ended'
  | 'survey_fee_unpaid'
  | 'survey_payment_not_started'
  | 'token_wrong'
  | 'too_many_home_questions'
  | 'too_many_job_photos'
  | 'tracking_number_required'
  | 'tracking_update_unreadable'
  | 'tracking_url_invalid'
  | 'transfer_reference_taken'
  | 'transit_backwards'
  | 'unpaid_items_limit'
  | 'unpaid_orders_limit'
  | 'unsubscribe_link_not_found'
  | 'upi_id_invalid'
  | 'upload_not_found'
  | 'variant_label_needed'
  | 'variant_not_found'
  | 'variant_not_of_product'
  | 'variant_with_items'
  | 'version_changed'
  | 'version_required'
  | 'wrong_current_password'
  | 'one_survey'
  | 'sac_code_invalid'
  | 'service_kind_stays'
  | 'service_name_taken'
  | 'service_not_found'
  | 'service_not_offered'
  | 'service_not_served'
  | 'service_unit_wrong'
  | 'service_with_variant'
  | 'survey_stays_offered'
  | 'variant_repeated';
export type FieldErrorCodes = {
  [key: string]: ErrorCode[];
};
export type Error = {
  code: ErrorCode;
  /** A sentence for people (English); `code` names it. */
  detail: string;
  /** Field name to messages; `non_field_errors` for problems of the whole request. */
  errors?: {
    [key: string]: string[];
  };
  error_codes?: FieldErrorCodes;
};
export type PincodeAsTyped = string;
export type BookableKind = 'survey';
export type SlotDays = {
  /** The day in India. */
  date: string;
  starts_at: string[];
}[];
export type BookingSlots = {
  /** The PIN code asked about, as six digits. */
  pincode: string;
  kind: BookableKind;
  /** How long the visit takes. */
  duration_minutes: number;
  /** The fee in rupees, paid on the day. */
  fee: number;
  days: SlotDays;
};
export type BookingKind = 'survey' | 'installation';
export type BookingStatus = 'held' | 'confirmed' | 'cancelled' | 'done';
export type BookingRefund = {
  /** In rupees. */
  amount: number;
  /** Pending until the provider has sent the money back. */
  status: 'pending' | 'processed' | 'failed';
  reason: string;
  processed_at: string | null;
};
export type Id = number;
export type CreditNoteReference = {
  id: Id;
  /** e.g. `BCN/26-27/000007`. */
  number: string;
  /** The day it was issued, in India. */
  issued_on: string;
};
export type BookingPhoto = {
  id: number;
  /** The photo at its largest web size, content-addressed and unguessable. */
  url: string;
};
export type BookingCompletion = {
  completed_at: string;
  /** The crew's words on the job. */
  notes: string;
  photos: BookingPhoto[];
  /** The customer's answer; null until they give it. */
  outcome: ('confirmed' | 'problem' | null) | ('confirmed' | 'problem' | null);
  answered_at: string | null;
  /** The complaint ticket a reported problem opened. */
  complaint_number: string | null;
};
export type BookingFeeCredit = {
  /** Rupees: the fee paid, taken off the goods of the next order (up to their price less ₹1). */
  amount: number;
  /** The last day in India an order may use it; from the visit on. */
  last_day: string;
  /** The order that used it; null while it is still to use. */
  order_id: number | null;
};
export type Booking = {
  id: number;
  kind: BookingKind;
  status: BookingStatus;
  starts_at: string;
  ends_at: string;
  /** While held: confirm before this. */
  hold_expires_at: string | null;
  pincode: string;
  address: string;
  contact_name: string;
  /** The ten digits. */
  contact_phone: string;
  contact_email: string;
  note: string | null;
  /** The fee in rupees, fixed when the booking was held; above 0, it is paid online to confirm. */
  fee: number;
  /** What was paid online, in rupees; null while unpaid. */
  fee_paid?: number | null;
  /** When the fee was paid. */
  paid_at?: string | null;
  /** A paid booking: cancelled by the customer until then, the fee is refunded in full; later, not at all. */
  free_cancel_until?: string | null;
  /** The refund of the paid fee, if any. */
  refund?: BookingRefund | null;
  /** The GST tax invoice of the survey fee paid online (getBookingInvoice), issued when the payment booked the visit; null for a free survey, an unpaid one, or a payment refunded on arrival because the slot was gone. */
  invoice_number: string | null;
  /** Every credit note against the fee's invoice, oldest first (getBookingCreditNote), one per refund processed. */
  credit_notes: CreditNoteReference[];
  cancel_reason: string | null;
  /** The order an installation is booked with. */
  order_id: number | null;
  /** The accepted quote an installation is booked with. */
  quote_number: string | null;
  /** The business's GSTIN the survey was booked for, normalised, which the fee's tax invoice names; null for a consumer's booking (and once the account is erased). */
  gstin?: string | null;
  /** The business's name registered for that GSTIN. */
  business_name?: string | null;
  created_at: string;
  /** Once the crew marked the job done: their notes and photos, and the customer's answer. */
  completion?: BookingCompletion | null;
  /** A paid survey's fee as it comes off the customer's next order (decision 062): from the visit until the last day, once; the order that used it once one has. Null for a free, unpaid, cancelled or refunded survey, one whose time to use it has passed unused, or when the shop gives no credit. */
  fee_credit?: BookingFeeCredit | null;
};
export type SlotTaken = {
  code: ErrorCode;
  detail: string;
  errors: {
    [key: string]: string[];
  };
  error_codes: FieldErrorCodes;
  /** The next free start after the one asked, if any in the window. */
  next_starts_at: string | null;
};
export type IndianMobileAsTyped = string;
export type EmailAddress = string & string;
export type BookingInput = {
  kind: BookableKind;
  /** One of the free starts getBookingSlots answered. */
  starts_at: string;
  pincode: PincodeAsTyped;
  /** The site's address. */
  address: string;
  contact_name: string;
  contact_phone: IndianMobileAsTyped;
  contact_email: EmailAddress;
  /** What the fitter should know (the problem, access, the best entrance). */
  note?: string | null;
  /** A business booking the survey: its GSTIN, for a B2B tax invoice of the fee naming it (input tax credit), checked as the checkout checks a business buyer's (spaces and lower case normalised; 15 characters of GSTIN shape, a GST state code, the right check character), else 400 naming `gstin`. Sent with `business_name`; both left out, null or blank mean a consumer's booking. */
  gstin?: string | null;
  /** The business's name as registered for the GSTIN, 1 to 100 characters once trimmed (400 naming `business_name` otherwise, or naming `gstin` when it comes without one). */
  business_name?: string | null;
};
export type BookingPayment = {
  booking_id: number;
  /** The provider's public key id for the payment widget. */
  key: string;
  /** The fee in paise, as it stood when the slot was held. */
  razorpay_amount: number;
  /** The provider's order. */
  razorpay_order_id: string;
  currency: 'INR';
  provider: 'razorpay' | 'demo';
  /** Pay before then; a payment arriving later confirms the booking only if the slot is still free, else it is refunded. */
  hold_expires_at: string;
};
export type BookingPaymentResult = {
  status: 'success' | 'failure';
  message: string;
  booking?: Booking;
};
export type PaymentVerification = {
  razorpay_payment_id?: string;
  razorpay_order_id: string;
  razorpay_signature?: string;
  /** Sent instead of a signature when the widget reports a failed payment. */
  razorpay_error?: {
    code?: string;
    description?: string;
  };
};
export type DemoPayment = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};
export type InstallationSlots = {
  order_id: number;
  /** The order's delivery PIN code. */
  pincode: string;
  /** The job's length, from the order's running metres, square metres and fixed jobs. */
  duration_minutes: number;
  days: SlotDays;
};
export type InstallationBookingInput = {
  order_id: Id;
  /** One of the free starts getInstallationSlots answered. */
  starts_at: string;
  /** What the fitters should know (access, the best entrance, parking). */
  note?: string | null;
};
export type BookingOutcomeInput = {
  outcome: 'confirmed' | 'problem';
  /** What is wrong; required with `problem`. */
  problem?: string | null;
};
export const {
  useListServicesQuery,
  useGetBookingSlotsQuery,
  useCreateBookingMutation,
  useConfirmBookingMutation,
  useStartBookingPaymentMutation,
  useVerifyBookingPaymentMutation,
  usePayDemoBookingMutation,
  useGetInstallationSlotsQuery,
  useBookInstallationMutation,
  useAnswerBookingCompletionMutation,
  useCancelBookingMutation,
  useListMyBookingsQuery,
} = injectedRtkApi;
