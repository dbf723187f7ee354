import { baseApi as api } from '../baseApi';
export const addTagTypes = ['Quotes'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      requestQuote: build.mutation<RequestQuoteApiResponse, RequestQuoteApiArg>({
        query: (queryArg) => ({ url: `/api/user/quote-requests/`, method: 'POST', body: queryArg.quoteRequestInput }),
        invalidatesTags: ['Quotes'],
      }),
      uploadQuotePhoto: build.mutation<UploadQuotePhotoApiResponse, UploadQuotePhotoApiArg>({
        query: (queryArg) => ({ url: `/api/user/quote-photos/`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['Quotes'],
      }),
      getQuote: build.query<GetQuoteApiResponse, GetQuoteApiArg>({
        query: (queryArg) => ({
          url: `/api/user/quotes/${encodeURIComponent(String(queryArg['number']))}/`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ['Quotes'],
      }),
      acceptQuote: build.mutation<AcceptQuoteApiResponse, AcceptQuoteApiArg>({
        query: (queryArg) => ({
          url: `/api/user/quotes/${encodeURIComponent(String(queryArg['number']))}/acceptance/`,
          method: 'POST',
          body: queryArg.quoteAcceptance,
        }),
        invalidatesTags: ['Quotes'],
      }),
      listMyQuotes: build.query<ListMyQuotesApiResponse, ListMyQuotesApiArg>({
        query: () => ({ url: `/api/user/account/quotes/` }),
        providesTags: ['Quotes'],
      }),
      getMyQuote: build.query<GetMyQuoteApiResponse, GetMyQuoteApiArg>({
        query: (queryArg) => ({ url: `/api/user/account/quotes/${encodeURIComponent(String(queryArg['number']))}/` }),
        providesTags: ['Quotes'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as quotesApi };
export type RequestQuoteApiResponse = /** status 201 Requested. */ QuoteReceipt;
export type RequestQuoteApiArg = {
  quoteRequestInput: QuoteRequestInput;
};
export type UploadQuotePhotoApiResponse = /** status 201 Stored. */ QuotePhotoUpload;
export type UploadQuotePhotoApiArg = {
  body: Blob;
};
export type GetQuoteApiResponse = /** status 200 The quote. */ Quote;
export type GetQuoteApiArg = {
  /** A quote's number, e.g. Q-2026-000123; it opens nothing alone. */
  number: string;
  /** The secret of the quote's page, mailed with its number. */
  token: string;
};
export type AcceptQuoteApiResponse =
  /** status 201 The order and its payment to open in the payment widget, or its confirmation by mail. */ OrderCreated;
export type AcceptQuoteApiArg = {
  /** A quote's number, e.g. Q-2026-000123; it opens nothing alone. */
  number: string;
  quoteAcceptance: QuoteAcceptance;
};
export type ListMyQuotesApiResponse = /** status 200 The quotes. */ QuoteSummary[];
export type ListMyQuotesApiArg = void;
export type GetMyQuoteApiResponse = /** status 200 The quote. */ Quote;
export type GetMyQuoteApiArg = {
  /** A quote's number, e.g. Q-2026-000123; it opens nothing alone. */
  number: string;
};
export type QuoteReceipt = {
  /** The quote number to quote, e.g. Q-2026-000123. */
  number: string;
  /** The secret of the quote's page, the storefront's /quotes/{number}?token={token}. */
  token: string;
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
export type IndianMobileAsTyped = string;
export type EmailAddress = string & string;
export type PincodeAsTyped = string;
export type QuoteSiteKind =
  'home' | 'housing_society' | 'office' | 'factory_or_warehouse' | 'temple' | 'farm' | 'other';
export type QuoteRequestLineInput = {
  variant?: number | null;
  description?: string | null;
  quantity: number;
};
export type QuoteRequestInput = {
  name: string;
  /** The society, firm or temple trust; needed with a GSTIN. Blank or null for none. */
  organisation?: string | null;
  phone: IndianMobileAsTyped;
  email: EmailAddress;
  /** The buyer's GSTIN, checked as at checkout (shape, state code, check character: 400 naming `gstin`). Blank or null for none. */
  gstin?: string | null;
  site_pincode: PincodeAsTyped;
  site_address: string;
  site_kind: QuoteSiteKind;
  /** The shop should quote for fitting too. */
  wants_installation: boolean;
  /** Anything else: the area to cover, the birds or monkeys, the height. */
  note?: string | null;
  lines: QuoteRequestLineInput[];
  /** Photos of the site, by the claims uploadQuotePhoto answered (each taken once: 400 naming `photos.N` otherwise). */
  photos?: string[];
};
export type QuotePhotoUpload = {
  /** What the request names the photo by (its `photos`); the photo is nobody's until then. */
  claim: string;
  /** The photo at its largest web size. */
  url: string;
};
export type QuoteStatus = 'requested' | 'quoted' | 'accepted' | 'expired' | 'withdrawn';
export type QuoteRequestedLine = {
  variant: number | null;
  /** The variant's product, as the catalogue names it now. */
  product_title: string | null;
  variant_label: string | null;
  /** The buyer's words, for what is not in the catalogue. */
  description: string | null;
  quantity: number;
};
export type QuoteRequest = {
  number: string;
  status: QuoteStatus;
  created_at: string;
  name: string;
  organisation: string | null;
  phone: string;
  email: string;
  gstin: string | null;
  site_pincode: string;
  site_address: string;
  site_kind: QuoteSiteKind;
  wants_installation: boolean;
  note: string | null;
  lines: QuoteRequestedLine[];
};
export type QuotedLine = {
  variant: number | null;
  /** The catalogue service the line was priced from; null for goods and free lines. */
  service?: number | null;
  description: string;
  /** What a unit is when not a pack ("running metre", "visit"). */
  unit: string | null;
  quantity: number;
  /** Per unit, before GST. */
  unit_price_paise: number;
  gst_rate: 0 | 5 | 12 | 18 | 28;
  hsn_sac: string;
  /** quantity × unit price, before GST. */
  amount_paise: number;
  gst_paise: number;
};
export type Quotation = {
  revision: number;
  lines: QuotedLine[];
  delivery_terms: string;
  installation_terms: string;
  /** The last day it holds, in India's calendar. */
  valid_until: string;
  /** Null for the draft being priced. */
  sent_at: string | null;
  subtotal_paise: number;
  gst_paise: number;
  total_paise: number;
};
export type QuotePhoto = {
  /** The photo at its largest web size. */
  url: string;
};
export type SurveyCredit = {
  /** The site survey whose fee is adjusted (the customer's booking). */
  booking_id: number;
  /** The survey fee's tax invoice; null for a fee paid before fees were invoiced. */
  invoice_number: string | null;
  /** What comes off the goods: the fee paid, or less when the goods after the coupon cost less (at most their price less ₹1). */
  amount_paise: number;
  /** The last day in India an order may use it: while it lasts, an order that is cancelled gives it back. */
  last_day: string;
};
export type Quote = QuoteRequest & {
  /** The latest quotation sent; null until one is. */
  quotation: Quotation | null;
  /** The order an accepted quotation became; null before. */
  order?: number | null;
  /** The photos of the site the request came with, oldest first. */
  photos?: QuotePhoto[];
  /** The owner allows this quote to be paid by bank transfer or UPI against a proforma invoice (acceptQuote's `bank_transfer`). */
  bank_transfer_allowed?: boolean;
  /** Read signed in while the quotation can be accepted: the reader's paid site survey fee that accepting it now takes off its total, as a checkout's order takes it (decision 062; at most the total less ₹1), shared among its lines; the order and its invoice show it. Null when they have none to use, when not signed in, or when the quotation cannot be accepted. */
  survey_credit?: SurveyCredit | null;
};
export type PaymentMethod = 'online' | 'cash_on_delivery' | 'bank_transfer';
export type BankTransferInstructions = {
  account_name: string;
  account_number: string;
  ifsc: string;
  upi_id: string | null;
  amount_paise: number;
  /** What the buyer writes as the payment's remark: the order and the quote numbers. */
  reference: string;
  /** The order is cancelled and its stock freed if no payment is recorded by then. */
  pay_by: string;
  /** The proforma invoice (getOrderProforma), relative to the API. */
  proforma_url: string;
};
export type OrderCreated = {
  id: number;
  /** The provider's public key id for the payment widget; empty for cash on delivery. */
  key: string;
  /** Amount in paise (what the courier collects, for cash on delivery): the goods (at most 2000000000) less a coupon, with shipping and a cash-on-delivery fee (at most 100000 each). */
  razorpay_amount: number;
  /** The provider's order; empty for cash on delivery, which opens no payment. */
  razorpay_order_id: string;
  currency: 'INR';
  provider: 'razorpay' | 'demo' | 'cash_on_delivery' | 'bank_transfer';
  payment_method: PaymentMethod;
  /** Cash on delivery: the deadline of the confirmation mailed to the customer. */
  confirm_by: string | null;
  bank_transfer?: BankTransferInstructions;
};
export type QuoteAcceptance = {
  /** The revision the buyer read and accepts; it must be the latest sent. */
  revision: number;
  payment_method?: PaymentMethod;
  /** The secret of the quote's page; needed for a guest's quote, ignored for one filed under the account. */
  token?: string;
};
export type QuoteSummary = {
  number: string;
  token: string;
  status: QuoteStatus;
  created_at: string;
  line_count: number;
  /** The latest quotation's total with GST; null until one is sent. */
  total_paise: number | null;
  valid_until: string | null;
};
export const {
  useRequestQuoteMutation,
  useUploadQuotePhotoMutation,
  useGetQuoteQuery,
  useAcceptQuoteMutation,
  useListMyQuotesQuery,
  useGetMyQuoteQuery,
} = injectedRtkApi;
