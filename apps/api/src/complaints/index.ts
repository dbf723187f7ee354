/**
 * Complaints' public face: opening a ticket (its number, clocks and acknowledgement), the shopper's view by the
 * status page's link or their account, and the back-office's desk, as the rest of the API uses them.
 */
export { answerComplaint, complaintCounts, complaintOfMessage, getAdminComplaint, listAdminComplaints, resolveComplaint } from './desk';
export { openComplaint } from './open-complaint';
export type { ComplaintLinkSettings } from './open-complaint';
export { complaintByLink, listOwnComplaints, replyByLink } from './shopper-view';
