/**
 * Reviews' public face: writing a review and the back-office's moderation, as the rest of the API uses them.
 */
export { listAdminReviews, publishReview, rejectReview, replyToReview } from './moderation';
export { listCustomerReviews, writeReview } from './write-review';
