/** The closed vocabularies of the domain; CHECK constraints and TypeScript types both come from these lists. */

import { MATERIALS } from '@shop/rules/listing';

// One list for the storefront's filter, the API's paging and the CHECK constraint.
export { MATERIALS };
export type Material = (typeof MATERIALS)[number];

/** The GST slabs a product may carry, in percent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

/** A product shows at most this many photos. */
export const MAX_PRODUCT_IMAGES = 5;

/** pending: waiting for the shop (not from a verified purchase); rejected: refused by staff with a reason the customer sees. */
export const REVIEW_STATUSES = ['published', 'pending', 'draft', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Where a contact-form message stands in the shop's inbox. */
export const CONTACT_STATUSES = ['unread', 'read', 'handled', 'spam'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const DELIVERY_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * An order's payment as the shopper and the staff see it. `partially_refunded` and `refunded` follow the
 * refunds the provider has processed; the order stays paid (it keeps its invoice) in both.
 */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payment states in which the shopper's money is (or was) with the shop: the order has an invoice. */
export const PAID_PAYMENT_STATUSES: readonly PaymentStatus[] = ['completed', 'partially_refunded', 'refunded'];

/** A refund's life at the provider: asked for (pending), money sent back (processed), or refused (failed). */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** One payment attempt at the provider, following Razorpay's payment life cycle. */
export const PROVIDER_PAYMENT_STATUSES = ['created', 'authorized', 'captured', 'failed', 'refunded'] as const;
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

/** `demo` is the offline fake that signs like Razorpay; used when no Razorpay keys are configured. */
export const PAYMENT_PROVIDERS = ['razorpay', 'demo'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * What a staff member may do in the back-office. An owner does everything; staff (a packer) fulfil
 * orders, answer messages and keep the catalogue and site, but never touch money going back, other
 * staff accounts or a customer's erasure.
 */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who wrote an audit entry: a signed-in staff member, or the owner at the shop's command line. */
export type AuditActorKind = 'staff' | 'cli';

export const OTP_PURPOSES = ['register', 'password_reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const TWITTER_CARDS = ['summary', 'summary_large_image'] as const;
export type TwitterCard = (typeof TWITTER_CARDS)[number];

/** pending: waiting to be sent; sent: accepted by SMTP; logged: no SMTP configured, printed to the log; failed: gave up. */
export const MAIL_STATUSES = ['pending', 'sent', 'logged', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The numbering series of tax documents: each runs from 1 in every financial year. */
export const DOCUMENT_SERIES = ['invoice', 'credit_note'] as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

/** Bounds of free text the shop accepts; the API validates them and the database enforces them. */
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
} as const;

/** The site documents staff edit (site_documents.key). */
export const SITE_DOCUMENTS = ['contact', 'announcements', 'faq', 'home'] as const;
export type SiteDocumentKey = (typeof SITE_DOCUMENTS)[number];
