/**
 * Mail's public face: the shape of a mail as its writers fill it, and the SMTP transport that sends it, as the
 * rest of the API uses them. Everything else in this folder is its own business.
 */
export type { OutgoingMail } from './outgoing-mail';
export { createSmtpTransport } from './transport';
export type { MailTransport } from './transport';
