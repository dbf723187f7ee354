/**
 * The contract's closed vocabularies as lists, for code that needs the values at run time: the API's
 * CHECK constraints and domain checks, the back-office's filters and pickers. openapi.yaml names each
 * value; a list here that misses one, or names one the contract does not, fails the type check, so a
 * value added to the contract is added here in the same change. Plain values only: safe in a browser.
 */
import type { components } from './generated/schema';

type Schemas = components['schemas'];

/** What a list lacks of the contract's values: nothing (`unknown`) when it names them all. */
type Complete<Union, List extends readonly unknown[]> = [Exclude<Union, List[number]>] extends [never]
  ? unknown
  : { missing: Exclude<Union, List[number]> };

/** Every value of the contract's `Union`, each once, in the order given. */
function everyValueOf<Union>() {
  return <const List extends readonly Union[]>(list: List & Complete<Union, List>): List => list;
}

/** The GST slabs a product may carry, in percent. */
export const GST_RATES = everyValueOf<Schemas['AdminProductFields']['gst_rate']>()([0, 5, 12, 18, 28]);

export const REVIEW_STATUSES = everyValueOf<Schemas['ReviewStatus']>()(['published', 'pending', 'draft', 'rejected']);

export const CONTACT_STATUSES = everyValueOf<Schemas['ContactStatus']>()(['unread', 'read', 'handled', 'spam']);

export const COMPLAINT_STATUSES = everyValueOf<Schemas['ComplaintStatus']>()(['open', 'resolved']);

/** Where a quote stands; `expired` is read from a sent quotation's last valid day, never stored. */
export const QUOTE_STATUSES = everyValueOf<Schemas['QuoteStatus']>()(['requested', 'quoted', 'accepted', 'expired', 'withdrawn']);

/** The kind of site a quote is for. */
export const QUOTE_SITE_KINDS = everyValueOf<Schemas['QuoteSiteKind']>()(['home', 'housing_society', 'office', 'factory_or_warehouse', 'temple', 'farm', 'other']);

/** Who wrote a line of a complaint's thread. */
export const COMPLAINT_AUTHORS = everyValueOf<Schemas['ComplaintMessage']['author']>()(['shopper', 'staff']);

export const DELIVERY_STATUSES = everyValueOf<Schemas['DeliveryStatus']>()(['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned']);

export const PAYMENT_STATUSES = everyValueOf<Schemas['PaymentStatus']>()(['pending', 'completed', 'failed', 'refunded', 'partially_refunded', 'to_collect', 'collected']);

export const REFUND_STATUSES = everyValueOf<Schemas['Refund']['status']>()(['pending', 'processed', 'failed']);

/** One payment attempt at the provider, following Razorpay's payment life cycle. */
export const PROVIDER_PAYMENT_STATUSES = everyValueOf<Schemas['AdminPayment']['status']>()(['created', 'authorized', 'captured', 'failed', 'refunded']);

export const PAYMENT_PROVIDERS = everyValueOf<Schemas['AdminPayment']['provider']>()(['razorpay', 'demo', 'cash_on_delivery', 'bank_transfer']);

export const PAYMENT_METHODS = everyValueOf<Schemas['PaymentMethod']>()(['online', 'cash_on_delivery', 'bank_transfer']);

/** A shipment's steps as couriers report them, in the order they usually come. */
export const TRACKING_STEPS = everyValueOf<Schemas['TrackingStep']>()([
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'rto_initiated',
  'rto_delivered',
]);

/** The courier aggregators the shop books through: Shiprocket's API, or the demo carrier of `npm start`. */
export const CARRIERS = everyValueOf<Schemas['ShipmentBookingState']['carrier']>()(['shiprocket', 'demo']);

export const DELIVERY_PROBLEM_STATUSES = everyValueOf<Schemas['DeliveryProblemStatus']>()(['open', 'answered', 'expired']);

/** Why a courier could not deliver, as the shop reads its words. */
export const DELIVERY_PROBLEM_REASONS = everyValueOf<Schemas['DeliveryProblemReason']>()(['customer_unavailable', 'refused', 'address_incomplete', 'phone_unreachable', 'other']);

export const RETURN_STATUSES = everyValueOf<Schemas['ReturnStatus']>()(['requested', 'approved', 'rejected', 'received', 'quality_failed', 'refunded', 'replaced']);

/** Why a shopper returns goods; the first three are the shop's fault. */
export const RETURN_REASONS = everyValueOf<Schemas['ReturnReason']>()(['damaged_in_transit', 'defective', 'wrong_item', 'not_as_described', 'no_longer_needed']);

export const RETURN_RESOLUTIONS = everyValueOf<Schemas['ReturnWanted']>()(['refund', 'replacement']);

export const COD_CONFIRMATION_STATUSES = everyValueOf<Schemas['CodConfirmationStatus']>()(['awaiting', 'confirmed', 'cancelled', 'expired']);

export const STAFF_ROLES = everyValueOf<Schemas['StaffRole']>()(['owner', 'staff']);

export const CUSTOMER_STATUSES = everyValueOf<Schemas['CustomerStatus']>()(['active', 'deactivated', 'erased']);

/** Where an e-mail stands in the outbox. */
export const MAIL_STATUSES = everyValueOf<Schemas['AdminMessageReply']['delivery']>()(['pending', 'sent', 'logged', 'failed']);

export const LEGAL_PAGE_SLUGS = everyValueOf<Schemas['LegalPageSlug']>()(['privacy-policy', 'terms', 'return-policy', 'offers']);

/** The channels besides e-mail a customer may choose for the shop's messages. */
export const MESSAGING_CHANNELS = everyValueOf<Schemas['MessagingChannel']>()(['whatsapp', 'sms']);

export const CONSENT_SOURCES = everyValueOf<Schemas['ConsentSource']>()(['sign_up', 'checkout', 'account', 'reply_stop', 'unsubscribe_link']);

/** The events that can message a customer: an order's, in the order an order meets them, then the cart reminder, a complaint's and a quote's news, and a visit's reminder and move. */
export const NOTIFICATION_EVENTS = everyValueOf<Schemas['NotificationEvent']>()([
  'order_placed',
  'cod_confirmation',
  'shipped',
  'out_for_delivery',
  'delivery_problem',
  'delivered',
  'return_update',
  'refund_processed',
  'abandoned_cart',
  'complaint_update',
  'quote_update',
  'visit_reminder',
  'visit_moved',
]);

export const NOTIFICATION_STATUSES = everyValueOf<Schemas['NotificationStatus']>()(['pending', 'sent', 'delivered', 'read', 'failed', 'dead']);

export const NOTIFICATION_PROVIDERS = everyValueOf<Schemas['NotificationProvider']>()(['whatsapp_cloud', 'msg91', 'demo']);

/** Whom a product's declaration names as its maker (Legal Metrology (Packaged Commodities) Rules, 2011). */
export const MAKER_KINDS = everyValueOf<Schemas['MakerKind']>()(['manufacturer', 'packer', 'importer']);

/** The standard units a net quantity is declared in. */
export const NET_QUANTITY_UNITS = everyValueOf<Schemas['NetQuantityUnit']>()(['pieces', 'g', 'kg', 'ml', 'l', 'm', 'm2']);

/** What a booking is for: a site survey, or installing what was bought. */
export const BOOKING_KINDS = everyValueOf<Schemas['BookingKind']>()(['survey', 'installation']);

/** A booking's life: held for the customer to confirm, confirmed, cancelled (or its hold expired), done. */
export const BOOKING_STATUSES = everyValueOf<Schemas['BookingStatus']>()(['held', 'confirmed', 'cancelled', 'done']);

/** The languages the shop's texts are translated into from English, the language staff write them in. */
export const TRANSLATION_LANGUAGES = everyValueOf<Schemas['TranslationLanguage']>()(['hi']);

/** A product's texts staff may translate, as the Product carries them. */
export const PRODUCT_TEXT_FIELDS = everyValueOf<Schemas['ProductTextField']>()([
  'title',
  'short_desc',
  'long_desc',
  'bullet_one',
  'bullet_two',
  'bullet_three',
  'bullet_four',
  'bullet_five',
]);

/** What the generic translation calls translate besides products, and each one's texts. */
export const TRANSLATED_SUBJECTS = everyValueOf<Schemas['TranslatedSubject']>()([
  'category',
  'variant',
  'article',
  'policy',
  'faq_topic',
  'faq_entry',
  'announcement',
  'gallery_item',
  'home_banner',
  'home_card',
  'page',
  'sale',
]);
export const VARIANT_TEXT_FIELDS = everyValueOf<Schemas['VariantTextField']>()(['label']);
export const CATEGORY_TEXT_FIELDS = everyValueOf<Schemas['CategoryTextField']>()(['name']);
export const ARTICLE_TEXT_FIELDS = everyValueOf<Schemas['ArticleTextField']>()(['content']);
export const POLICY_TEXT_FIELDS = everyValueOf<Schemas['PolicyTextField']>()(['title', 'content']);
export const FAQ_TOPIC_TEXT_FIELDS = everyValueOf<Schemas['FaqTopicTextField']>()(['title']);
export const FAQ_ENTRY_TEXT_FIELDS = everyValueOf<Schemas['FaqEntryTextField']>()(['question', 'answer']);
export const ANNOUNCEMENT_TEXT_FIELDS = everyValueOf<Schemas['AnnouncementTextField']>()(['text']);
export const GALLERY_TEXT_FIELDS = everyValueOf<Schemas['GalleryTextField']>()(['image_title', 'image_description']);
export const HOME_BANNER_TEXT_FIELDS = everyValueOf<Schemas['HomeBannerTextField']>()(['image_alt', 'eyebrow', 'heading', 'text']);
export const HOME_CARD_TEXT_FIELDS = everyValueOf<Schemas['HomeCardTextField']>()(['title', 'text']);
export const PAGE_TEXT_FIELDS = everyValueOf<Schemas['PageTextField']>()(['title', 'description']);
export const SALE_TEXT_FIELDS = everyValueOf<Schemas['SaleTextField']>()(['name']);
