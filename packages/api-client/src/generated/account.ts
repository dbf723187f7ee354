import { baseApi as api } from '../baseApi';
export const addTagTypes = ['Account'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      sendOtp: build.mutation<SendOtpApiResponse, SendOtpApiArg>({
        query: (queryArg) => ({
          url: `/api/user/send-otp/`,
          method: 'POST',
          body: queryArg.sendOtpRequest,
          params: {
            lang: queryArg.lang,
          },
        }),
        invalidatesTags: ['Account'],
      }),
      verifyOtp: build.mutation<VerifyOtpApiResponse, VerifyOtpApiArg>({
        query: (queryArg) => ({ url: `/api/user/verify-otp/`, method: 'POST', body: queryArg.verifyOtpRequest }),
        invalidatesTags: ['Account'],
      }),
      register: build.mutation<RegisterApiResponse, RegisterApiArg>({
        query: (queryArg) => ({
          url: `/api/user/register/`,
          method: 'POST',
          body: queryArg.registerRequest,
          params: {
            lang: queryArg.lang,
          },
        }),
        invalidatesTags: ['Account'],
      }),
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({ url: `/api/user/login/`, method: 'POST', body: queryArg.loginRequest }),
        invalidatesTags: ['Account'],
      }),
      updateProfile: build.mutation<UpdateProfileApiResponse, UpdateProfileApiArg>({
        query: (queryArg) => ({ url: `/api/user/profile/`, method: 'PATCH', body: queryArg.profileUpdate }),
        invalidatesTags: ['Account'],
      }),
      getMessagingPreferences: build.query<GetMessagingPreferencesApiResponse, GetMessagingPreferencesApiArg>({
        query: () => ({ url: `/api/user/profile/messaging/` }),
        providesTags: ['Account'],
      }),
      updateMessagingPreferences: build.mutation<
        UpdateMessagingPreferencesApiResponse,
        UpdateMessagingPreferencesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/user/profile/messaging/`,
          method: 'PATCH',
          body: queryArg.messagingPreferencesUpdate,
        }),
        invalidatesTags: ['Account'],
      }),
      sendMessagingVerificationCode: build.mutation<
        SendMessagingVerificationCodeApiResponse,
        SendMessagingVerificationCodeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/user/profile/messaging/verification/`,
          method: 'POST',
          body: queryArg.messagingVerificationRequest,
        }),
        invalidatesTags: [],
      }),
      confirmMessagingVerificationCode: build.mutation<
        ConfirmMessagingVerificationCodeApiResponse,
        ConfirmMessagingVerificationCodeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/user/profile/messaging/verification/confirm/`,
          method: 'POST',
          body: queryArg.messagingVerificationConfirm,
        }),
        invalidatesTags: ['Account'],
      }),
      unsubscribeFromOffers: build.mutation<UnsubscribeFromOffersApiResponse, UnsubscribeFromOffersApiArg>({
        query: (queryArg) => ({
          url: `/api/user/offer-unsubscribe/${encodeURIComponent(String(queryArg.token))}/`,
          method: 'POST',
        }),
        invalidatesTags: ['Account'],
      }),
      changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
        query: (queryArg) => ({ url: `/api/user/profile/password/`, method: 'POST', body: queryArg.passwordChange }),
        invalidatesTags: ['Account'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as accountApi };
export type SendOtpApiResponse = /** status 200 Sent. */ MessageResponse;
export type SendOtpApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
  sendOtpRequest: SendOtpRequest;
};
export type VerifyOtpApiResponse = /** status 200 Verified. */ MessageResponse;
export type VerifyOtpApiArg = {
  verifyOtpRequest: VerifyOtpRequest;
};
export type RegisterApiResponse = /** status 201 Created. */ RegisterResponse;
export type RegisterApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
  registerRequest: RegisterRequest;
};
export type LoginApiResponse = /** status 200 Signed in. */ LoginResponse;
export type LoginApiArg = {
  loginRequest: LoginRequest;
};
export type UpdateProfileApiResponse = /** status 200 The updated profile. */ Profile;
export type UpdateProfileApiArg = {
  profileUpdate: ProfileUpdate;
};
export type GetMessagingPreferencesApiResponse =
  /** status 200 The choices and the number they apply to. */ MessagingPreferences;
export type GetMessagingPreferencesApiArg = void;
export type UpdateMessagingPreferencesApiResponse = /** status 200 The choices as they now are. */ MessagingPreferences;
export type UpdateMessagingPreferencesApiArg = {
  messagingPreferencesUpdate: MessagingPreferencesUpdate;
};
export type SendMessagingVerificationCodeApiResponse =
  /** status 202 The code is on its way. */ MessagingVerificationSent;
export type SendMessagingVerificationCodeApiArg = {
  messagingVerificationRequest: MessagingVerificationRequest;
};
export type ConfirmMessagingVerificationCodeApiResponse =
  /** status 200 The choices, the number now proved. */ MessagingPreferences;
export type ConfirmMessagingVerificationCodeApiArg = {
  messagingVerificationConfirm: MessagingVerificationConfirm;
};
export type UnsubscribeFromOffersApiResponse = unknown;
export type UnsubscribeFromOffersApiArg = {
  /** The customer's id and the shop's signature of it, from the e-mail's link. */
  token: string;
};
export type ChangePasswordApiResponse = /** status 200 Changed. */ MessageResponse;
export type ChangePasswordApiArg = {
  passwordChange: PasswordChange;
};
export type MessageResponse = {
  message: string;
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
export type EmailAddress = string & string;
export type SendOtpRequest = {
  email: EmailAddress;
};
export type VerifyOtpRequest = {
  email: EmailAddress;
  /** The six digits of the e-mail. */
  otp: string;
};
export type MessageLanguage = 'en' | 'hi';
export type Profile = {
  id: number;
  name: string;
  email: string;
  contact: string;
  address: string;
  city: string;
  state: string;
  postalcode: string;
  /** The GSTIN of the customer's last business checkout, offered at the next; null when none. */
  gstin: string | null;
  /** The business name saved with `gstin`. */
  business_name: string | null;
  language: MessageLanguage;
};
export type RegisterResponse = {
  msg: string;
  user: Profile;
};
export type IndianMobileAsTyped = string;
export type MessagingChannel = 'whatsapp' | 'sms';
export type MessagingOptIn = {
  mobile?: IndianMobileAsTyped;
  order_updates?: MessagingChannel[];
  marketing?: MessagingChannel[];
};
export type RegisterRequest = {
  name: string;
  email: string;
  contact?: string;
  password: string;
  /** Optional: a client may compare the two itself and not send it; when sent, it must equal `password`. */
  confirm_password?: string;
  /** WhatsApp and SMS chosen on the sign-up form, recorded with `sign_up` as their source. */
  messaging?: MessagingOptIn;
};
export type LoginResponse = {
  token: {
    /** A signed JWT whose `exp` is its expiry. */
    access: string;
  };
  msg: string;
};
export type LoginRequest = {
  email: string;
  /** Exactly as typed. */
  password: string;
};
export type ProfileUpdate = {
  name?: string;
  contact?: string;
  language?: MessageLanguage;
};
export type ConsentSource = 'sign_up' | 'checkout' | 'account' | 'reply_stop' | 'unsubscribe_link';
export type MessagingChoice = {
  granted: boolean;
  /** When it was last chosen; null if never. */
  changed_at: string | null;
  source: ConsentSource | null;
};
export type MessagingChoices = {
  whatsapp: MessagingChoice;
  sms: MessagingChoice;
};
export type MessagingPreferences = {
  /** The ten digits messages go to; null when none is saved. */
  mobile: string | null;
  order_updates: MessagingChoices;
  marketing: MessagingChoices;
  /** The channels on which this number replied STOP and has not asked for messages again (START on WhatsApp): the shop sends nothing there, whatever the choices say, until the number itself does. Empty when none; an older server leaves it out. */
  stopped?: MessagingChannel[];
  /** Whether the number is proved to be the customer's (by a code sent to it, or by its own START on WhatsApp). Until it is, nothing is sent to it, whatever the choices say; a changed number is unproved again. False when no number is saved; an older server leaves it out. */
  verified?: boolean;
};
export type MessagingChoicesUpdate = {
  whatsapp?: boolean;
  sms?: boolean;
};
export type MessagingPreferencesUpdate = {
  mobile?: IndianMobileAsTyped | null;
  order_updates?: MessagingChoicesUpdate;
  marketing?: MessagingChoicesUpdate;
};
export type MessagingVerificationSent = {
  channel: MessagingChannel;
  /** How long the code can be typed. */
  expires_in_seconds: number;
  /** When another code may be asked for. */
  resend_after_seconds: number;
};
export type MessagingVerificationRequest = {
  channel: MessagingChannel;
};
export type MessagingVerificationConfirm = {
  /** The six digits sent to the number. */
  code: string;
};
export type PasswordChange = {
  current_password: string;
  new_password: string;
  confirm_password: string;
};
export const {
  useSendOtpMutation,
  useVerifyOtpMutation,
  useRegisterMutation,
  useLoginMutation,
  useUpdateProfileMutation,
  useGetMessagingPreferencesQuery,
  useUpdateMessagingPreferencesMutation,
  useSendMessagingVerificationCodeMutation,
  useConfirmMessagingVerificationCodeMutation,
  useUnsubscribeFromOffersMutation,
  useChangePasswordMutation,
} = injectedRtkApi;
