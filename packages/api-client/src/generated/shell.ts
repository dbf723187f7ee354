import { baseApi as api } from '../baseApi';
export const addTagTypes = ['Catalog', 'Content', 'Account', 'Cart', 'Site'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getProduct: build.query<GetProductApiResponse, GetProductApiArg>({
        query: (queryArg) => ({
          url: `/api/user/products/${encodeURIComponent(String(queryArg.slugOrId))}/`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Catalog'],
      }),
      listCategories: build.query<ListCategoriesApiResponse, ListCategoriesApiArg>({
        query: (queryArg) => ({
          url: `/api/user/uploadCategory/`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Catalog'],
      }),
      listBlogs: build.query<ListBlogsApiResponse, ListBlogsApiArg>({
        query: (queryArg) => ({
          url: `/api/user/blogs/`,
          params: {
            lang: queryArg.lang,
            slug: queryArg.slug,
          },
        }),
        providesTags: ['Content'],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/api/user/logout/`, method: 'POST' }),
        invalidatesTags: ['Account'],
      }),
      getProfile: build.query<GetProfileApiResponse, GetProfileApiArg>({
        query: () => ({ url: `/api/user/profile/` }),
        providesTags: ['Account'],
      }),
      saveCart: build.mutation<SaveCartApiResponse, SaveCartApiArg>({
        query: (queryArg) => ({ url: `/api/user/cart/`, method: 'PUT', body: queryArg.savedCart }),
        invalidatesTags: ['Cart'],
      }),
      getSeoMetadata: build.query<GetSeoMetadataApiResponse, GetSeoMetadataApiArg>({
        query: (queryArg) => ({
          url: `/seo-json/seo.json`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Content'],
      }),
      getSiteShell: build.query<GetSiteShellApiResponse, GetSiteShellApiArg>({
        query: (queryArg) => ({
          url: `/api/user/site/`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Site'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as shellApi };
export type GetProductApiResponse = /** status 200 The product. */ Product;
export type GetProductApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
  slugOrId: string;
};
export type ListCategoriesApiResponse = /** status 200 Categories. */ Category[];
export type ListCategoriesApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
};
export type ListBlogsApiResponse = /** status 200 Blogs. */ Blog[];
export type ListBlogsApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
  slug?: string;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type GetProfileApiResponse = /** status 200 Profile. */ Profile;
export type GetProfileApiArg = void;
export type SaveCartApiResponse = /** status 200 The cart as kept. */ SavedCart;
export type SaveCartApiArg = {
  savedCart: SavedCart;
};
export type GetSeoMetadataApiResponse = /** status 200 Path to metadata. */ {
  [key: string]: PageMetadata;
};
export type GetSeoMetadataApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
};
export type GetSiteShellApiResponse = /** status 200 The shell content. */ SiteShell;
export type GetSiteShellApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
};
export type ProductPicture = {
  /** The fallback (JPEG or PNG) for `<img src>`, an absolute URL; the same as its imageN. */
  url: string;
  /** What the photo shows, as staff wrote it in the product editor: the `<img alt>`. */
  alt: string;
  /** Pixel width of the largest size, for the `<img>` box (no layout shift); null when unknown. */
  width: number | null;
  /** Pixel height of the largest size; null when unknown. */
  height: number | null;
  /** `url 320w, url 640w, …` with absolute URLs, narrowest first; empty when there is none. */
  srcset_avif: string;
  /** As srcset_avif, in WebP. */
  srcset_webp: string;
};
export type Id = number;
export type ProductSale = {
  id: Id;
  /** The sale's name, as staff gave it ("Monsoon sale"), in the language asked where staff translated it. */
  name: string;
  /** When the sale price ends; the server charges it until then. */
  ends_at: string;
  /** The price outside the sale, in rupees as `price` is written. */
  regular_price: number;
};
export type VariantTextField = 'label';
export type ProductVariant = {
  id: Id;
  /** What sets it apart ("Pack of 20 (6 m)"); empty for a product's only variant. In the language asked where staff translated it. */
  label: string;
  /** Only on an answer asked in another language than English, for a variant with a label, when the label is still English. */
  untranslated_fields?: VariantTextField[];
  sku: string;
  /** Rupees: what the shop charges for it now (a live sale's price, as the product's `sale` says). */
  price: number;
  /** Rupees: its price outside any sale. */
  regular_price: number;
  /** M.R.P. in rupees. */
  max_price: number;
  in_stock: boolean;
  /** Which of the product's `pictures` shows it (0-based); null for the main one. */
  picture: number | null;
  /** What the pack holds as the declaration writes it ("20 pieces", "300 ml"); null until staff give it. Only in getProduct's answer. */
  net_quantity?: string | null;
  /** Month and year of manufacture or import (YYYY-MM); null: as printed on the pack. Only in getProduct's answer. */
  made_month?: string | null;
  /** The GTIN under the barcode on the pack; null when it has none. Only in getProduct's answer. */
  gtin?: string | null;
  /** Buying more costs less per unit: from each `min_quantity` on one line, each unit costs `price`, lowest quantity first. A tier a live sale already beats is left out; empty when buying more saves nothing. Only in getProduct's answer. */
  price_tiers?: {
    min_quantity: number;
    /** Rupees per unit from this quantity, as the cart and the order charge it. */
    price: number;
    /** Whole per cent below `regular_price`, rounded down. */
    saving_percent: number;
  }[];
};
export type MakerKind = 'manufacturer' | 'packer' | 'importer';
export type DeclaredMaker = {
  kind: MakerKind;
  name: string;
  /** The complete address with its PIN code, as the pack prints it. */
  address: string;
};
export type ProductDeclarations = {
  generic_name: string | null;
  country_of_origin: {
    /** ISO 3166-1 alpha-2. */
    code: string;
    name: string;
  } | null;
  maker: DeclaredMaker | null;
  /** Who to contact with a complaint about the product. */
  consumer_care: {
    name: string;
    address: string;
    phone: string;
    email: string;
  } | null;
};
export type ProductTextField =
  'title' | 'short_desc' | 'long_desc' | 'bullet_one' | 'bullet_two' | 'bullet_three' | 'bullet_four' | 'bullet_five';
export type Product = {
  id: number;
  slug: string;
  title: string;
  short_desc: string;
  /** The same text as short_desc, kept only because clients written against the earlier shop read this spelling. Read short_desc; this field will go once no client reads it. */
  shortDesc: string;
  long_desc: string;
  /** Rupees. */
  price: number;
  /** M.R.P. in rupees. */
  max_price: number;
  category_name: string;
  material: 'Plastic' | 'Stainless Steel';
  /** The main photo, as an absolute URL (an upload on the shop's own origin, `{SITE_URL}/media/…`, or object storage's public address), which a storefront on another origin loads as it is; empty only for a hidden product left without photos. */
  image1: string;
  /** An absolute URL, as image1; null when there is none. */
  image2: string | null;
  /** An absolute URL, as image1; null when there is none. */
  image3: string | null;
  /** An absolute URL, as image1; null when there is none. */
  image4: string | null;
  /** An absolute URL, as image1; null when there is none. */
  image5: string | null;
  /** The same photos as image1 to image5, in that order, each with the text alternative staff wrote and what a `<picture>` needs to load the size that fits: for an uploaded photo its pixel size and AVIF and WebP `srcset`s; for a photo from before uploads only its URL (null sizes, empty srcsets). Optional: a client that knows only image1 to image5 loses nothing but the smaller files. */
  pictures?: ProductPicture[];
  bullet_one: string;
  bullet_two: string;
  bullet_three: string;
  bullet_four: string;
  bullet_five: string;
  keywords: string;
  isBest: boolean;
  /** Mean of published ratings to one decimal, such as "4.3"; "0.0" with none. */
  average_rating: string;
  review_count: number;
  reviews: {
    rating: number;
  }[];
  /** Whether any of its variants can be bought now. */
  in_stock: boolean;
  /** The live sale `price` comes from; null when no sale covers the product now. */
  sale: ProductSale | null;
  /** What the shopper chooses between (a length, a pack size), its default first and then in the shop's order; only in getProduct's answer. `price`, `max_price` and `sale` above are the default's. A product with one variant has nothing to choose. */
  variants?: ProductVariant[];
  declarations?: ProductDeclarations;
  /** Only on an answer asked in another language than English (`lang=hi`): the texts above that are still English, as staff have not translated them yet. A page marks them as English (`lang="en"`), so a screen reader reads them as English. Every other text is in the language asked. */
  untranslated_fields?: ProductTextField[];
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
export type CategoryTextField = 'name';
export type Category = {
  id: number;
  /** The category's English name: its key in the shop's addresses (`/category/{category_name}`, in every language) and in the listing's `category` filter. */
  category_name: string;
  /** The name to show, in the language asked (`lang`) where staff translated it; English otherwise. */
  display_name: string;
  /** Only on an answer asked in another language than English: the texts still in English (a page marks them `lang="en"`). */
  untranslated_fields?: CategoryTextField[];
};
export type ArticleTextField = 'content';
export type Blog = {
  id: number;
  slug: string;
  title: string;
  /** Article HTML; its first h1 is the title. Uploaded pictures' `src` are absolute URLs (`{SITE_URL}/media/…`). */
  content: string;
  created_at: string;
  /** Only on an answer asked in another language than English: the texts still in English (the title is the content's first heading, so it follows the content). */
  untranslated_fields?: ArticleTextField[];
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
export type LineVariant = number | null;
export type SavedCart = {
  /** The cart's lines; one line per variant (a variant sent twice is refused, naming `items`). */
  items: {
    product: number;
    variant?: LineVariant;
    quantity: number;
  }[];
};
export type PageMetadata = {
  title: string;
  description: string;
  canonical_url: string;
  og_image: string;
  twitter_card: string;
};
export type SitePhone = string;
export type SitePhones = SitePhone[];
export type SiteAddress = {
  name: string;
  street: string;
  locality: string;
  region: string;
  postal_code: string;
  country: string;
};
export type SiteContact = {
  phones: SitePhones;
  whatsapp: SitePhone;
  email: string;
  address: SiteAddress;
  hours: string;
  map_url: string;
};
export type ShippingRule = {
  /** Charged on an order whose goods cost less than `free_from_paise`; 0 ships every order free. */
  fee_paise: number;
  /** Goods worth at least this ship free; null when every order pays the fee. */
  free_from_paise: number | null;
};
export type LiveSale = {
  id: Id;
  /** In the language asked where staff translated it; else as staff named it. */
  name: string;
  /** Per cent off the price; null for an amount off. */
  percent_off: number | null;
  /** Paise off the price; null for a percentage. */
  amount_off_paise: number | null;
  ends_at: string;
};
export type SiteShell = {
  /** Null until the shop has contact details. */
  contact: SiteContact | null;
  /** The bar's messages in turn: first each live sale with its real end, then the shipping promise made from the owner's shipping rule (when there is one to make), then those staff keep. */
  announcements: string[];
  /** Only on an answer asked in another language than English: the positions (from 0) in `announcements` of staff's messages still in English (a page marks them `lang="en"`). */
  untranslated_announcements?: number[];
  shipping: ShippingRule;
  /** The sales live now, ending soonest first; empty outside any sale. */
  sales: LiveSale[];
};
export const {
  useGetProductQuery,
  useListCategoriesQuery,
  useListBlogsQuery,
  useLogoutMutation,
  useGetProfileQuery,
  useSaveCartMutation,
  useGetSeoMetadataQuery,
  useGetSiteShellQuery,
} = injectedRtkApi;
