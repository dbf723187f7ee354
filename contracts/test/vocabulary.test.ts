import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../src/document';
import * as vocabulary from '../src/vocabulary';

const schemas = (loadOpenApiDocument().components as { schemas: Record<string, Schema> }).schemas;

interface Schema {
  enum?: unknown[];
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  properties?: Record<string, Schema>;
}

/** Where each list's values stand in openapi.yaml: a schema, or a property of one. */
const SOURCES: Record<keyof typeof vocabulary, [schema: string, property?: string]> = {
  GST_RATES: ['AdminProductFields', 'gst_rate'],
  REVIEW_STATUSES: ['ReviewStatus'],
  CONTACT_STATUSES: ['ContactStatus'],
  COMPLAINT_STATUSES: ['ComplaintStatus'],
  QUOTE_STATUSES: ['QuoteStatus'],
  QUOTE_SITE_KINDS: ['QuoteSiteKind'],
  COMPLAINT_AUTHORS: ['ComplaintMessage', 'author'],
  DELIVERY_STATUSES: ['DeliveryStatus'],
  PAYMENT_STATUSES: ['PaymentStatus'],
  REFUND_STATUSES: ['Refund', 'status'],
  PROVIDER_PAYMENT_STATUSES: ['AdminPayment', 'status'],
  PAYMENT_PROVIDERS: ['AdminPayment', 'provider'],
  STAFF_ROLES: ['StaffRole'],
  CUSTOMER_STATUSES: ['CustomerStatus'],
  MAIL_STATUSES: ['AdminMessageReply', 'delivery'],
  LEGAL_PAGE_SLUGS: ['LegalPageSlug'],
  PAYMENT_METHODS: ['PaymentMethod'],
  TRACKING_STEPS: ['TrackingStep'],
  COD_CONFIRMATION_STATUSES: ['CodConfirmationStatus'],
  DELIVERY_PROBLEM_STATUSES: ['DeliveryProblemStatus'],
  DELIVERY_PROBLEM_REASONS: ['DeliveryProblemReason'],
  RETURN_STATUSES: ['ReturnStatus'],
  RETURN_REASONS: ['ReturnReason'],
  RETURN_RESOLUTIONS: ['ReturnWanted'],
  CARRIERS: ['ShipmentBookingState', 'carrier'],
  MESSAGING_CHANNELS: ['MessagingChannel'],
  CONSENT_SOURCES: ['ConsentSource'],
  NOTIFICATION_EVENTS: ['NotificationEvent'],
  NOTIFICATION_STATUSES: ['NotificationStatus'],
  NOTIFICATION_PROVIDERS: ['NotificationProvider'],
  MAKER_KINDS: ['MakerKind'],
  NET_QUANTITY_UNITS: ['NetQuantityUnit'],
  BOOKING_KINDS: ['BookingKind'],
  BOOKING_STATUSES: ['BookingStatus'],
  TRANSLATION_LANGUAGES: ['TranslationLanguage'],
  PRODUCT_TEXT_FIELDS: ['ProductTextField'],
  TRANSLATED_SUBJECTS: ['TranslatedSubject'],
  CATEGORY_TEXT_FIELDS: ['CategoryTextField'],
  VARIANT_TEXT_FIELDS: ['VariantTextField'],
  ARTICLE_TEXT_FIELDS: ['ArticleTextField'],
  POLICY_TEXT_FIELDS: ['PolicyTextField'],
  FAQ_TOPIC_TEXT_FIELDS: ['FaqTopicTextField'],
  FAQ_ENTRY_TEXT_FIELDS: ['FaqEntryTextField'],
  ANNOUNCEMENT_TEXT_FIELDS: ['AnnouncementTextField'],
  GALLERY_TEXT_FIELDS: ['GalleryTextField'],
  HOME_BANNER_TEXT_FIELDS: ['HomeBannerTextField'],
  HOME_CARD_TEXT_FIELDS: ['HomeCardTextField'],
  PAGE_TEXT_FIELDS: ['PageTextField'],
  SALE_TEXT_FIELDS: ['SaleTextField'],
};

describe("the contract's vocabularies", () => {
  it.each(Object.entries(SOURCES))('%s lists the enum of the contract, in its order', (name, [schema, property]) => {
    const source = property ? schemas[schema]?.properties?.[property] : schemas[schema];
    expect(vocabulary[name as keyof typeof vocabulary]).toEqual(source?.enum);
  });

  // Each new event had to raise this bound by hand, and twice it was forgotten: saving every switch was then refused.
  it('lets the owner save every message event switched on', () => {
    expect(schemas.NotificationSettingsUpdate?.properties?.enabled_events?.maxItems).toBe(vocabulary.NOTIFICATION_EVENTS.length);
  });

  // A fixed job is booked in one working period, and no crew's period is longer than a day.
  it('holds a fixed job’s length to whole minutes within a day, new or saved', () => {
    for (const schema of ['ServiceInput', 'ServiceUpdate']) {
      const jobMinutes = schemas[schema]?.properties?.job_minutes;
      expect([jobMinutes?.minimum, jobMinutes?.maximum]).toEqual([1, 24 * 60]);
    }
  });

  // The square metres' pace is the running metres' pace by the area: the owner sets both by the same steps.
  it('bounds the square metres an hour as the running metres an hour', () => {
    const pace = (name: string) => {
      const field = schemas.BookingSettingsUpdate?.properties?.[name];
      return [field?.minimum, field?.maximum, field?.multipleOf];
    };
    expect(pace('installation_square_metres_per_hour')).toEqual(pace('installation_metres_per_hour'));
  });
});
