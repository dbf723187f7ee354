/**
 * The contact form's public face: sending a message to the shop, and the back-office's inbox of them, as the
 * rest of the API uses them. Everything else in this folder is its own business.
 */
export { getAdminMessage, handOverAsComplaint, handleMessage, listAdminMessages, markMessageRead, markMessageSpam, replyToMessage } from './inbox';
export type { ReplySettings } from './inbox';
export { sendContactMessage } from './send-message';
export type { ContactSettings } from './send-message';
