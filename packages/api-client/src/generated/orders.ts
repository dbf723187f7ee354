import { baseApi as api } from '../baseApi';
export const addTagTypes = ['Orders'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listOrders: build.query<ListOrdersApiResponse, ListOrdersApiArg>({
        query: (queryArg) => ({
          url: `/api/user/orders/`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Orders'],
      }),
      createOrder: build.mutation<CreateOrderApiResponse, CreateOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/user/orders/`,
          method: 'POST',
          body: queryArg.orderCreate,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Orders'],
      }),
      checkCoupon: build.mutation<CheckCouponApiResponse, CheckCouponApiArg>({
        query: (queryArg) => ({ url: `/api/user/coupons/check/`, method: 'POST', body: queryArg.couponCheck }),
        invalidatesTags: [],
      }),
      priceCart: build.query<PriceCartApiResponse, PriceCartApiArg>({
        query: (queryArg) => ({ url: `/api/user/cart/price/`, method: 'POST', body: queryArg.cartPriceRequest }),
        providesTags: [],
      }),
      quoteOrder: build.mutation<QuoteOrderApiResponse, QuoteOrderApiArg>({
        query: (queryArg) => ({ url: `/api/user/orders/quote/`, method: 'POST', body: queryArg.orderQuoteRequest }),
        invalidatesTags: [],
      }),
      getOrder: build.query<GetOrderApiResponse, GetOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/user/orders/${encodeURIComponent(String(queryArg.id))}/`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Orders'],
      }),
      verifyPayment: build.mutation<VerifyPaymentApiResponse, VerifyPaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/user/orders/${encodeURIComponent(String(queryArg.id))}/verify_payment/`,
          method: 'POST',
          body: queryArg.paymentVerification,
        }),
        invalidatesTags: ['Orders'],
      }),
      payDemoOrder: build.mutation<PayDemoOrderApiResponse, PayDemoOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/user/orders/${encodeURIComponent(String(queryArg.id))}/demo_payment/`,
          method: 'POST',
        }),
        invalidatesTags: ['Orders'],
      }),
      answerCodConfirmation: build.mutation<AnswerCodConfirmationApiResponse, AnswerCodConfirmationApiArg>({
        query: (queryArg) => ({
          url: `/api/user/orders/${encodeURIComponent(String(queryArg.id))}/cod_confirmation/`,
          method: 'POST',
          body: queryArg.codDecision,
          params: {
            lang: queryArg.lang,
          },
        }),
        invalidatesTags: ['Orders'],
      }),
      answerDeliveryProblem: build.mutation<AnswerDeliveryProblemApiResponse, AnswerDeliveryProblemApiArg>({
        query: (queryArg) => ({
          url: `/api/user/orders/${encodeURIComponent(String(queryArg.id))}/delivery-problem/`,
          method: 'POST',
          body: queryArg.deliveryProblemAnswer,
          params: {
            lang: queryArg.lang,
          },
        }),
        invalidatesTags: ['Orders'],
      }),
      requestReturn: build.mutation<RequestReturnApiResponse, RequestReturnApiArg>({
        query: (queryArg) => ({
          url: `/api/user/orders/${encodeURIComponent(String(queryArg.id))}/returns/`,
          method: 'POST',
          body: queryArg.returnRequest,
        }),
        invalidatesTags: ['Orders'],
      }),
      uploadReturnPhoto: build.mutation<UploadReturnPhotoApiResponse, UploadReturnPhotoApiArg>({
        query: (queryArg) => ({ url: `/api/user/returns/photos/`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['Orders'],
      }),
      getCodConfirmation: build.query<GetCodConfirmationApiResponse, GetCodConfirmationApiArg>({
        query: (queryArg) => ({ url: `/api/user/cod-confirmations/${encodeURIComponent(String(queryArg.token))}/` }),
        providesTags: ['Orders'],
      }),
      answerCodConfirmationByLink: build.mutation<
        AnswerCodConfirmationByLinkApiResponse,
        AnswerCodConfirmationByLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/api/user/cod-confirmations/${encodeURIComponent(String(queryArg.token))}/`,
          method: 'POST',
          body: queryArg.codDecision,
        }),
        invalidatesTags: ['Orders'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as ordersApi };
export type ListOrdersApiResponse = /** status 200 Orders. */ Order[];
export type ListOrdersApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
};
export type CreateOrderApiResponse =
  /** status 201 The order and its payment to open in the payment widget. */ OrderCreated;
export type CreateOrderApiArg = {
  /** The same key for retries of one checkout; defaults to a digest of the cart and address. */
  'Idempotency-Key'?: string;
  orderCreate: OrderCreate;
};
export type CheckCouponApiResponse = /** status 200 The discount. */ CouponDiscount;
export type CheckCouponApiArg = {
  couponCheck: CouponCheck;
};
export type PriceCartApiResponse = /** status 200 The cart's figures. */ CartPrice;
export type PriceCartApiArg = {
  cartPriceRequest: CartPriceRequest;
};
export type QuoteOrderApiResponse = /** status 200 The quote. */ OrderQuote;
export type QuoteOrderApiArg = {
  orderQuoteRequest: OrderQuoteRequest;
};
export type GetOrderApiResponse = /** status 200 The order. */ Order;
export type GetOrderApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
  id: number;
};
export type VerifyPaymentApiResponse = /** status 200 Paid. */ PaymentResult;
export type VerifyPaymentApiArg = {
  id: number;
  paymentVerification: PaymentVerification;
};
export type PayDemoOrderApiResponse = /** status 200 The signed result of a demo payment. */ DemoPayment;
export type PayDemoOrderApiArg = {
  id: number;
};
export type AnswerCodConfirmationApiResponse = /** status 200 The order after the answer. */ Order;
export type AnswerCodConfirmationApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
  id: Id;
  codDecision: CodDecision;
};
export type AnswerDeliveryProblemApiResponse =
  /** status 200 The order after the answer, its delivery_problem answered. */ Order;
export type AnswerDeliveryProblemApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
  id: Id;
  deliveryProblemAnswer: DeliveryProblemAnswer;
};
export type RequestReturnApiResponse = /** status 201 The order with its returns, the new one last. */ Order;
export type RequestReturnApiArg = {
  id: Id;
  returnRequest: ReturnRequest;
};
export type UploadReturnPhotoApiResponse = /** status 201 Stored. */ ReturnPhoto;
export type UploadReturnPhotoApiArg = {
  body: Blob;
};
export type GetCodConfirmationApiResponse =
  /** status 200 The order to confirm, and where its confirmation stands. */ CodConfirmation;
export type GetCodConfirmationApiArg = {
  /** The secret of the confirmation link mailed to the customer. */
  token: string;
};
export type AnswerCodConfirmationByLinkApiResponse =
  /** status 200 Where the confirmation stands now. */ CodConfirmation;
export type AnswerCodConfirmationByLinkApiArg = {
  /** The secret of the confirmation link mailed to the customer. */
  token: string;
  codDecision: CodDecision;
};
export type PaymentMethod = 'online' | 'cash_on_delivery' | 'bank_transfer';
export type OrderSurveyCredit = {
  /** The site survey whose fee was adjusted. */
  booking_id: number;
  /** The survey fee's tax invoice, which the order's invoice names; null for a fee paid before fees were invoiced. */
  invoice_number: string | null;
  amount_paise: number;
};
export type CodConfirmationStatus = 'awaiting' | 'confirmed' | 'cancelled' | 'expired';
export type Id = number;
export type CreditNoteReference = {
  id: Id;
  /** e.g. `BCN/26-27/000007`. */
  number: string;
  /** The day it was issued, in India. */
  issued_on: string;
};
export type OrderItem = {
  id: number;
  /** Null only on an accepted quotation's service line (fitting, a site survey). */
  product: number | null;
  /** The variant bought; null only on an accepted quotation's service line. */
  variant: number | null;
  /** Which of the product's choices ("Pack of 20 (6 m)"), as labelled when ordered; empty for a product's only variant. */
  variant_label: string;
  /** The variant's SKU when ordered. */
  sku: string;
  /** The product and, for a product with choices, the variant bought ("… – Pack of 20 (6 m)"). */
  product_name: string;
  /** The product's main photo when ordered, as an absolute URL; null without one. */
  product_image: string | null;
  /** Rupees, as priced when ordered. */
  product_price: number;
  quantity: number;
  /** Rupees: the price times the quantity, before a coupon. */
  item_total: number;
  /** Rupees: this line's share of the coupon's discount (0 without one). */
  discount_amount: number;
  /** The net quantity the pack declared when ordered ("20 pieces"); null for lines ordered before declarations. */
  net_quantity?: string | null;
  /** The country of origin declared when ordered, by name; null for lines ordered before declarations. */
  country_of_origin?: string | null;
};
export type Address = {
  id: number;
  user: number;
  full_name: string;
  phone: string;
  address: string;
  address_line2: string;
  city: string;
  state: string;
  zip_code: string;
};
export type Shipment = {
  courier: string;
  tracking_number: string;
  /** The courier's tracking page (https). */
  tracking_url: string | null;
};
export type DeliveryProblemStatus = 'open' | 'answered' | 'expired';
export type DeliveryProblemReason =
  'customer_unavailable' | 'refused' | 'address_incomplete' | 'phone_unreachable' | 'other';
export type DeliveryProblem = {
  id: Id;
  status: DeliveryProblemStatus;
  reason: DeliveryProblemReason;
  /** The courier's own words for the failed attempt. */
  courier_words: string | null;
  /** Which delivery attempt failed. */
  attempt: number;
  /** The attempts the courier makes before returning the parcel. */
  max_attempts: number;
  reported_at: string;
  /** The courier's deadline for an answer. */
  answer_by: string;
  /** The first day a new attempt may be asked for. */
  earliest_date: string;
  /** The last day a new attempt may be asked for. */
  latest_date: string;
  /** Null until answered. */
  answer: {
    action: 'reattempt' | 'return';
    date: string | null;
    /** Ten digits. */
    phone: string | null;
    address_line: string | null;
    answered_at: string;
    answered_by: 'customer' | 'staff';
  } | null;
};
export type ReturnStatus =
  'requested' | 'approved' | 'rejected' | 'received' | 'quality_failed' | 'refunded' | 'replaced';
export type ReturnReason = 'damaged_in_transit' | 'defective' | 'wrong_item' | 'not_as_described' | 'no_longer_needed';
export type ReturnWanted = 'refund' | 'replacement';
export type ReturnLine = {
  order_item_id: Id;
  product_name: string;
  /** Units asked to return. */
  quantity: number;
  /** Units that came back fit to sell; null before receipt. */
  sellable: number | null;
  /** Units that came back damaged; null before receipt. */
  damaged: number | null;
};
export type ReturnPhoto = {
  id: Id;
  /** The photo at its largest web size. */
  url: string;
};
export type ReturnPickup = {
  /** carrier: the shop's courier collects it; self: the customer sends it. */
  method: 'carrier' | 'self';
  /** The carrier's booking (null when the customer sends it); refused means staff arrange it another way. */
  status: ('booking' | 'booked' | 'refused' | null) | ('booking' | 'booked' | 'refused' | null);
  courier_name: string | null;
  awb: string | null;
  pickup_date: string | null;
  picked_up_at: string | null;
  /** When the courier brought it to the shop. */
  arrived_at: string | null;
};
export type Return = {
  id: Id;
  status: ReturnStatus;
  reason: ReturnReason;
  resolution: ReturnWanted;
  note: string | null;
  lines: ReturnLine[];
  photos: ReturnPhoto[];
  requested_at: string;
  decided_at: string | null;
  /** Why staff rejected it; null otherwise. */
  decision_reason: string | null;
  pickup: ReturnPickup | null;
  received_at: string | null;
  /** Staff's words on the quality check; said to the shopper when it failed. */
  quality_note: string | null;
  /** The refund that resolved it; null otherwise. */
  refund: {
    amount_paise: number;
    status: 'pending' | 'processed' | 'failed';
    credit_note_number: string | null;
  } | null;
  /** The replacement order at ₹0; null otherwise. */
  replacement_order_id: number | null;
};
export type ReturnOffer = {
  open_until: string;
  lines: {
    order_item_id: Id;
    product_name: string;
    /** Delivered less what is already being returned. */
    returnable_quantity: number;
    /** False for a non-returnable product: only for the shop's fault (shop_fault_reasons). */
    any_reason: boolean;
  }[];
  replacement_reasons: ReturnReason[];
  shop_fault_reasons: ReturnReason[];
};
export type Order = {
  id: number;
  order_date: string;
  /** Rupees. */
  total_amount: number;
  /** A parcel that came back to the shop is `cancelled` here, for clients that know only these five; delivery_status_display says "Returned". */
  delivery_status: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  /** What the customer reads, in the language the call asked for (`lang`), e.g. "Pending", "Returned to us". */
  delivery_status_display: string;
  /** For clients that know only these four: a partly refunded order stays `completed`, a cash-on-delivery order is `pending` until collected and `completed` after; see payment_status_display and refunds. */
  payment_status: 'pending' | 'completed' | 'failed' | 'refunded';
  payment_method: PaymentMethod;
  /** The business buyer's GSTIN on the tax invoice, as given at checkout; null for a consumer order. */
  gstin: string | null;
  /** The business buyer's name on the tax invoice; null for a consumer order. */
  business_name: string | null;
  /** Rupees: the cash-on-delivery fee in the total (0 for an online payment). */
  cod_fee_amount: number;
  /** The coupon the order used; null for none. */
  coupon_code: string | null;
  /** Rupees the coupon took off the goods (0 without one); the total is after it. */
  discount_amount: number;
  /** A paid site survey's fee taken off the goods after the coupon; the total is after it. Null for none. */
  survey_credit?: OrderSurveyCredit | null;
  /** Rupees: the shipping fee in the total (0 when it shipped free). */
  shipping_amount: number;
  /** Cash on delivery only: where the customer's confirmation stands, and its deadline. */
  cod_confirmation: {
    status: CodConfirmationStatus;
    confirm_by: string;
  } | null;
  /** What the customer reads, in the language the call asked for (`lang`), e.g. "Paid", "Partially refunded", "Refunded". */
  payment_status_display: string;
  /** The tax invoice's number once issued (getOrderInvoice); null before (cash on delivery has one from shipping). */
  invoice_number: string | null;
  /** Every credit note against the order's invoice, oldest first (getOrderCreditNote): those of refunds, and the one that reverses a cash-on-delivery invoice when the parcel comes back uncollected, which no refund has. */
  credit_notes: CreditNoteReference[];
  /** Refunds of the order, oldest first. */
  refunds: {
    /** Rupees. */
    amount: number;
    status: 'pending' | 'processed' | 'failed';
    created_at: string;
    /** The credit note issued when the refund was processed (getOrderCreditNote); null before. */
    credit_note_id: number | null;
  }[];
  razorpay_order_id: string;
  /** The provider the order's payment went through (its payment record); null for an order with none. `bank_transfer` once staff record a transfer. */
  payment_provider:
    | ('razorpay' | 'demo' | 'cash_on_delivery' | 'bank_transfer' | null)
    | ('razorpay' | 'demo' | 'cash_on_delivery' | 'bank_transfer' | null);
  items: OrderItem[];
  address_details: Address | null;
  /** The courier and tracking number once the order is shipped; null before. */
  shipment: Shipment | null;
  /** The courier's latest failed delivery of the parcel and the customer's choice, on the single order's answer (getOrder, answerDeliveryProblem); null when it has none. */
  delivery_problem?: DeliveryProblem | null;
  /** The order's return requests, oldest first, on the single order's answer (getOrder, requestReturn). */
  returns?: Return[];
  /** What may still be returned and until when, on the single order's answer; null when nothing may (not delivered, the window passed, or everything is already being returned). */
  return_offer?: ReturnOffer | null;
  /** The order's moves and the courier's scans, oldest first. */
  status_history: {
    /** A DeliveryStatus or a TrackingStep. */
    status: string;
    display: string;
    at: string;
    /** The courier's words and place for a scan. */
    detail?: string | null;
  }[];
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
export type LineVariant = number | null;
export type CheckoutPaymentMethod = 'online' | 'cash_on_delivery';
export type IndianMobileAsTyped = string;
export type MessagingChannel = 'whatsapp' | 'sms';
export type MessagingOptIn = {
  mobile?: IndianMobileAsTyped;
  order_updates?: MessagingChannel[];
  marketing?: MessagingChannel[];
};
export type OrderCreate = {
  /** One of the customer's own address ids. */
  address: number;
  items: {
    product: number;
    variant?: LineVariant;
    quantity: number;
  }[];
  /** `online` when left out. `cash_on_delivery` only where quoteOrder offers it (400 naming `payment_method` with the reason otherwise); the order then waits for the customer's confirmation by the mailed link before it ships. */
  payment_method?: CheckoutPaymentMethod;
  /** WhatsApp and SMS chosen at checkout for this and later orders, recorded with `checkout` as their source before the order's first message is queued. */
  messaging?: MessagingOptIn;
  /** A coupon to apply (checkCoupon's rules, and its limit per customer): 400 naming `coupon_code` with the reason when it cannot be used. Null, blank or left out for none. */
  coupon_code?: string | null;
  /** A business buyer's GSTIN, for a GST invoice naming them (input tax credit). Spaces and lower case are accepted and normalised; it must be 15 characters of GSTIN shape, start with a GST state code (01–38, 97 or 99) and end with its check character, else 400 naming `gstin`. Sent with `business_name`; both left out, null or blank mean a consumer order. Saved on the account for the next checkout (Profile). */
  gstin?: string | null;
  /** The business's name as registered for the GSTIN, 1 to 100 characters once trimmed (400 naming `business_name` otherwise, or naming `gstin` when it comes without one). */
  business_name?: string | null;
};
export type CouponDiscount = {
  /** The coupon's code, in capitals. */
  code: string;
  /** What it gives, e.g. "10% off Bird Nets on orders of ₹999 or more". */
  description: string;
  /** Off the goods; the sum of the lines' shares. */
  discount_paise: number;
  /** Each line it takes money off, with its share; lines it does not cover are left out. */
  lines: {
    product: number;
    /** The line's variant (the product's default when the line named none). */
    variant: number;
    discount_paise: number;
  }[];
};
export type CheckoutItems = {
  product: number;
  variant?: LineVariant;
  quantity: number;
}[];
export type CouponCheck = {
  /** As the shopper typed it; spaces around it and case do not matter. */
  code: string;
  items: CheckoutItems;
};
export type CartPrice = {
  /** The cart's variants in the order first named, the quantities of lines naming the same one added together. */
  lines: {
    product: number;
    /** The line's variant (the product's default when the line named none). */
    variant: number;
    quantity: number;
    /** The price per unit charged: the lower of the selling price (a live sale's, else the variant's own) and the price break the quantity reaches. */
    unit_price_paise: number;
    line_total_paise: number;
    /** The line's share of the coupon's discount; 0 for a line it does not cover. */
    discount_paise: number;
    /** The variant's own price per unit, outside any sale or price break. */
    list_unit_price_paise?: number;
    /** The price break the line's quantity reached when it priced the line ("10+ price"); null when the selling price did. */
    price_tier_min_quantity?: number | null;
    /** What the price break takes off the line against the selling price; 0 without one. */
    tier_saving_paise?: number;
  }[];
  /** The goods at their selling prices, before a coupon; a cart above the maximum is refused (400 naming `items`), as at checkout. */
  subtotal_paise: number;
  /** What the coupon takes off the goods (0 without one). */
  discount_paise: number;
  coupon: CouponDiscount | null;
  /** The fee for the goods after the coupon: 0 from the shop's free-shipping threshold. */
  shipping_paise: number;
  /** How much more in goods (after the coupon) would ship free; null when they already do, or when no order ships free. */
  free_shipping_shortfall_paise: number | null;
  /** The goods after the coupon, with shipping. */
  total_paise: number;
};
export type CartPriceRequest = {
  items: CheckoutItems;
  /** A coupon to apply, as the shopper typed it (checkCoupon's rules): 400 naming `code` with the reason when it cannot be used. Null, blank or left out for none. */
  code?: string | null;
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
export type DeliveryEstimate = {
  /** The PIN code asked about, as six digits. */
  pincode: string;
  /** `not_serviceable`: no courier delivers there, so the shop cannot ship to it. `unknown`: the aggregator could not be asked just now. */
  status: 'serviceable' | 'not_serviceable' | 'unknown';
  /** The day it should arrive (India's calendar), when serviceable. */
  deliver_by: string | null;
  /** The courier the shop would send it with, when serviceable. */
  courier: string | null;
  /** Whether this cart could be paid for on delivery there, under the shop's rules. */
  cash_on_delivery: boolean;
  /** Why it could not, as in OrderQuote's `cash_on_delivery.reason` (`refused_before` only where a customer is known: the checkout's quote). Null when it could. */
  cash_on_delivery_reason:
    | ('switched_off' | 'not_serviceable' | 'over_limit' | 'refused_before' | 'carrier_unknown' | null)
    | ('switched_off' | 'not_serviceable' | 'over_limit' | 'refused_before' | 'carrier_unknown' | null);
  /** The largest order total payable on delivery, to say what `over_limit` means. */
  cash_on_delivery_max_order_paise: number;
};
export type OrderQuote = {
  /** The goods at the shop's prices, before a coupon; a cart above the maximum is refused (400 naming `items`). */
  subtotal_paise: number;
  /** What the coupon takes off the goods (0 without one); the shipping fee and cash on delivery's limit follow the goods after it. */
  discount_paise: number;
  coupon: CouponDiscount | null;
  shipping_paise: number;
  /** The customer's paid site survey fee taken off the goods after the coupon (never off shipping or the cash-on-delivery fee), which the order will take too; null when they have none to use. The total is the goods less the discount and this, with shipping (and the cash-on-delivery fee when paying so). */
  survey_credit?: SurveyCredit | null;
  delivery: DeliveryEstimate;
  cash_on_delivery: {
    available: boolean;
    /** Added to the total when paying on delivery. */
    fee_paise: number;
    /** Why it is not offered: the shop has switched it off; no courier collects cash at that PIN code (or none delivers there); the order is over the limit (`max_order_paise`); the customer refused deliveries before; the courier aggregator could not be asked just now. Null when available. */
    reason:
      | ('switched_off' | 'not_serviceable' | 'over_limit' | 'refused_before' | 'carrier_unknown' | null)
      | ('switched_off' | 'not_serviceable' | 'over_limit' | 'refused_before' | 'carrier_unknown' | null);
    /** The largest order total payable on delivery. */
    max_order_paise: number;
  };
};
export type OrderQuoteRequest = {
  /** One of the customer's own address ids. */
  address: number;
  items: CheckoutItems;
  /** A coupon to apply (checkCoupon's rules, and its limit per customer): 400 naming `coupon_code` with the reason when it cannot be used. Null, blank or left out for none. */
  coupon_code?: string | null;
};
export type PaymentResult = {
  status: 'success' | 'failure';
  message: string;
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
export type CodDecision = {
  decision: 'confirm' | 'cancel';
};
export type DeliveryProblemAnswer = {
  /** reattempt: deliver again; return: send it back to the shop (the order is then returned, as today). */
  action: 'reattempt' | 'return';
  /** Reattempt only, optional; a day from earliest_date to latest_date (India's calendar). None means the courier's next round. */
  date?: string | null;
  /** Reattempt only, optional; a number the courier can reach the customer on. */
  phone?: IndianMobileAsTyped | null;
  /** Reattempt only, optional; the address corrected or completed (a landmark, a house number). */
  address_line?: string | null;
};
export type ReturnRequest = {
  lines: {
    order_item_id: Id;
    quantity: number;
  }[];
  reason: ReturnReason;
  resolution: ReturnWanted;
  /** The customer's own words, optional. */
  note?: string | null;
  /** Photos uploaded with uploadReturnPhoto; at least one when the reason is the shop's fault. */
  photo_ids: Id[];
};
export type CodConfirmation = {
  order_id: Id;
  order_date: string;
  /** What the courier will collect. */
  total_paise: number;
  items: {
    product_name: string;
    quantity: number;
  }[];
  /** The delivery city, so the customer recognises the order. */
  city: string;
  status: CodConfirmationStatus;
  confirm_by: string;
};
export const {
  useListOrdersQuery,
  useCreateOrderMutation,
  useCheckCouponMutation,
  usePriceCartQuery,
  useQuoteOrderMutation,
  useGetOrderQuery,
  useVerifyPaymentMutation,
  usePayDemoOrderMutation,
  useAnswerCodConfirmationMutation,
  useAnswerDeliveryProblemMutation,
  useRequestReturnMutation,
  useUploadReturnPhotoMutation,
  useGetCodConfirmationQuery,
  useAnswerCodConfirmationByLinkMutation,
} = injectedRtkApi;
