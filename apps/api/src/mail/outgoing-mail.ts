/** A mail as the module that knows its words writes it; notify/ puts it in the outbox and the SMTP transport sends it. */
export interface OutgoingMail {
  /** What the mail is about, e.g. `contact_notification`. */
  kind: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  /** The order it is about: mails of one order are sent in the order they were enqueued. */
  orderId?: number | undefined;
  /** For marketing mail: where a mail client's one-click unsubscribe posts (RFC 8058). */
  unsubscribeUrl?: string | undefined;
}
