/** Sending one mail. SMTP when SMTP_URL is set; otherwise there is no transport and mail is only logged. */
import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close() {
      transporter.close();
    },
  };
}
