/** Sending one mail. SMTP when SMTP_URL is set; otherwise there is no transport and mail is only logged. */
import nodemailer from 'nodemailer';

interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Marketing mail's one-click unsubscribe address (RFC 8058: List-Unsubscribe with List-Unsubscribe-Post). */
  unsubscribeUrl?: string | undefined;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Nodemailer waits up to 2 minutes to connect and 10 for a silent socket by default; a sign-up request
 * waits for its code's mail, so give up sooner and let the outbox retry.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpTransport(smtpUrl: string): MailTransport {
  // Settings in the URL's query win over these defaults.
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async send({ unsubscribeUrl, ...message }) {
      await transporter.sendMail(
        unsubscribeUrl ? { ...message, list: { unsubscribe: unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : message,
      );
    },
    close() {
      transporter.close();
    },
  };
}
