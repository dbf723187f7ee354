/** The closed vocabularies of the domain; CHECK constraints and TypeScript types both come from these lists. */

import type * as vocabulary from '@shop/contracts/vocabulary';
import { DELIVERY_STATUSES, MESSAGING_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_PROVIDERS, TRACKING_STEPS, TRANSLATED_SUBJECTS } from '@shop/contracts/vocabulary';
import { SHOP_LANGUAGES, type LanguageCode } from '@shop/rules/languages';
import { MATERIALS } from '@shop/rules/listing';

// One list for the storefront's filter, the API's paging and the CHECK constraint.
export { MATERIALS };

// The values the interface shows are the contract's (its descriptions say what each means).
export * from '@shop/contracts/vocabulary';

export type GstRate = (typeof vocabulary.GST_RATES)[number];
export type ReviewStatus = (typeof vocabulary.REVIEW_STATUSES)[number];
export type ContactStatus = (typeof vocabulary.CONTACT_STATUSES)[number];
export type ComplaintStatus = (typeof vocabulary.COMPLAINT_STATUSES)[number];
export type ComplaintAuthor = (typeof vocabulary.COMPLAINT_AUTHORS)[number];
export type QuoteStatus = (typeof vocabulary.QUOTE_STATUSES)[number];
export type QuoteSiteKind = (typeof vocabulary.QUOTE_SITE_KINDS)[number];
export type DeliveryStatus = (typeof vocabulary.DELIVERY_STATUSES)[number];
export type PaymentStatus = (typeof vocabulary.PAYMENT_STATUSES)[number];
export type RefundStatus = (typeof vocabulary.REFUND_STATUSES)[number];
export type ProviderPaymentStatus = (typeof vocabulary.PROVIDER_PAYMENT_STATUSES)[number];
export type PaymentProvider = (typeof vocabulary.PAYMENT_PROVIDERS)[number];
export type PaymentMethod = (typeof vocabulary.PAYMENT_METHODS)[number];
export type TrackingStep = (typeof vocabulary.TRACKING_STEPS)[number];
export type CarrierName = (typeof vocabulary.CARRIERS)[number];
export type DeliveryProblemStatus = (typeof vocabulary.DELIVERY_PROBLEM_STATUSES)[number];
export type DeliveryProblemReason = (typeof vocabulary.DELIVERY_PROBLEM_REASONS)[number];
export type ReturnStatus = (typeof vocabulary.RETURN_STATUSES)[number];
export type ReturnReason = (typeof vocabulary.RETURN_REASONS)[number];
export type ReturnResolution = (typeof vocabulary.RETURN_RESOLUTIONS)[number];
export type CodConfirmationStatus = (typeof vocabulary.COD_CONFIRMATION_STATUSES)[number];
export type MakerKind = (typeof vocabulary.MAKER_KINDS)[number];
export type NetQuantityUnit = (typeof vocabulary.NET_QUANTITY_UNITS)[number];
export type BookingKind = (typeof vocabulary.BOOKING_KINDS)[number];
export type BookingStatus = (typeof vocabulary.BOOKING_STATUSES)[number];
export type TranslationLanguage = (typeof vocabulary.TRANSLATION_LANGUAGES)[number];
export type ProductTextField = (typeof vocabulary.PRODUCT_TEXT_FIELDS)[number];
export type CategoryTextField = (typeof vocabulary.CATEGORY_TEXT_FIELDS)[number];
export type VariantTextField = (typeof vocabulary.VARIANT_TEXT_FIELDS)[number];
export type ArticleTextField = (typeof vocabulary.ARTICLE_TEXT_FIELDS)[number];
export type PolicyTextField = (typeof vocabulary.POLICY_TEXT_FIELDS)[number];
export type FaqTopicTextField = (typeof vocabulary.FAQ_TOPIC_TEXT_FIELDS)[number];
export type FaqEntryTextField = (typeof vocabulary.FAQ_ENTRY_TEXT_FIELDS)[number];
export type AnnouncementTextField = (typeof vocabulary.ANNOUNCEMENT_TEXT_FIELDS)[number];
export type GalleryTextField = (typeof vocabulary.GALLERY_TEXT_FIELDS)[number];
export type HomeBannerTextField = (typeof vocabulary.HOME_BANNER_TEXT_FIELDS)[number];
export type HomeCardTextField = (typeof vocabulary.HOME_CARD_TEXT_FIELDS)[number];
export type PageTextField = (typeof vocabulary.PAGE_TEXT_FIELDS)[number];
export type SaleTextField = (typeof vocabulary.SALE_TEXT_FIELDS)[number];
export type TranslatedSubject = (typeof vocabulary.TRANSLATED_SUBJECTS)[number];
/** What the shop keeps translations of: a product, and what the generic translation calls name. */
export const TRANSLATION_SUBJECTS = ['product', ...TRANSLATED_SUBJECTS] as const;
export type TranslationSubject = (typeof TRANSLATION_SUBJECTS)[number];

/** An order's timeline holds its delivery statuses and the courier's scans. */
export const TIMELINE_STEPS = [...DELIVERY_STATUSES, ...TRACKING_STEPS] as const;
export type TimelineStep = DeliveryStatus | TrackingStep;
export type StaffRole = (typeof vocabulary.STAFF_ROLES)[number];
export type MailStatus = (typeof vocabulary.MAIL_STATUSES)[number];
export type MessagingChannelName = (typeof vocabulary.MESSAGING_CHANNELS)[number];
export type ConsentSource = (typeof vocabulary.CONSENT_SOURCES)[number];
export type NotificationEvent = (typeof vocabulary.NOTIFICATION_EVENTS)[number];
export type NotificationStatus = (typeof vocabulary.NOTIFICATION_STATUSES)[number];
export type NotificationProvider = (typeof vocabulary.NOTIFICATION_PROVIDERS)[number];

/** The ways a message leaves the shop: e-mail, and the channels a customer may choose besides it. */
export const OUTBOX_CHANNELS = ['email', ...MESSAGING_CHANNELS] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** Who carried a message: WhatsApp's and SMS's providers, or the SMTP server for mail (`demo`: the log). */
export const OUTBOX_PROVIDERS = [...NOTIFICATION_PROVIDERS, 'smtp'] as const;
export type OutboxProvider = (typeof OUTBOX_PROVIDERS)[number];

/** What a customer may agree to be messaged about: their orders, or offers (asked for separately, DPDP Act 2023). */
export const CONSENT_PURPOSES = ['order_updates', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * What the shop sends on WhatsApp and SMS: an order event's message, or the code that proves a number
 * (sent at once, never through the outbox, so it is no notification event).
 */
export const MESSAGE_KINDS = [...NOTIFICATION_EVENTS, 'number_code'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** How a number came to be suppressed on a channel: a STOP sent back on that channel. */
export const SUPPRESSION_SOURCES = ['reply_stop'] as const;
export type SuppressionSource = (typeof SUPPRESSION_SOURCES)[number];

export type Material = (typeof MATERIALS)[number];

/**
 * A product shows at most this many photos: the database's CHECK on a photo's and a variant's position.
 * Requests are held to the contract's maxItems and maximum, before a handler runs; a migration fixes this
 * number in SQL, so it cannot be read from the contract and a change to one needs a change to the other.
 */
export const MAX_PRODUCT_IMAGES = 5;

/** Payment states in which the shopper's money is (or was) with the shop (a courier's, for cash on delivery). */
export const PAID_PAYMENT_STATUSES: readonly PaymentStatus[] = ['completed', 'collected', 'partially_refunded', 'refunded'];

/** Who wrote an audit entry: a signed-in staff member, or the owner at the shop's command line. */
export type AuditActorKind = 'staff' | 'cli';

export const OTP_PURPOSES = ['register', 'password_reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const TWITTER_CARDS = ['summary', 'summary_large_image'] as const;
export type TwitterCard = (typeof TWITTER_CARDS)[number];

/** The numbering series of tax documents: each runs from 1 in every financial year. */
export const DOCUMENT_SERIES = ['invoice', 'credit_note'] as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

/**
 * Bounds of free text the database enforces (its CHECK constraints, fixed in SQL by the migrations). Requests
 * are held to the contract's maxLength for the same fields before a handler runs, so validators do not
 * repeat these; only text that meets no contract (the staff command line's input) is checked against them.
 */
export const TEXT_LIMITS = {
  personName: 100,
  email: 254,
  phone: 20,
  subject: 200,
  message: 5000,
  reviewText: 2000,
  /** A rejection reason, a shop reply to a review, an internal note. */
  staffNote: 2000,
  title: 200,
  shortText: 1000,
  longText: 20000,
  addressLine: 200,
  place: 100,
  url: 2000,
  imageAlt: 300,
  /** A sale's name, short enough for the announcement bar. */
  saleName: 80,
  /** A variant's label ("Pack of 20 (6 m)"), short enough for a chip on the product page. */
  variantLabel: 60,
  /** A product declaration's generic name ("Bird spikes") and its maker's name and full address. */
  genericName: 120,
  makerName: 200,
  makerAddress: 500,
} as const;

/** The site documents staff edit (site_documents.key). */
export const SITE_DOCUMENTS = ['contact', 'announcements', 'faq', 'home', 'seller'] as const;
export type SiteDocumentKey = (typeof SITE_DOCUMENTS)[number];

/**
 * The languages the shop writes to a customer in, the storefront's own: an account keeps the one its messages go
 * in, and each outbox row the one it was written in.
 */
export const MESSAGE_LANGUAGES = SHOP_LANGUAGES.map((language) => language.code);
export type MessageLanguage = LanguageCode;
