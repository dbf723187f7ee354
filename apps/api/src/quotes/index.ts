/**
 * Quotes' public face: a buyer's request for quotation (its number, the page's secret link, the mails), the
 * buyer's view by that link or their account, and the back-office's desk that prices, sends and withdraws.
 */
export { allowQuoteBankTransfer, getAdminQuote, listAdminQuotes, requestedQuoteCount, saveQuoteDraft, sendQuote, withdrawQuote } from './desk';
export { listOwnQuotes, ownQuote, quoteByLink } from './buyer-view';
export { requestQuote } from './request-quote';
export { markQuoteAccepted, quoteToAccept } from './acceptance';
export type { AcceptingBuyer } from './acceptance';
export { eraseQuotePhotos, forgetUnclaimedQuotePhotos, quoteIdOf, quotePhotoViews, recordQuotePhoto } from './photos';
export { quotesForExport } from './export';
