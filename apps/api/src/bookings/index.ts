/**
 * Bookings' public face: crews and their calendars, a site survey's free slots, holding one (never sold twice:
 * the database's exclusion constraint decides), the customer's confirming and cancelling, staff's week view,
 * moves and cancellations, the owner's settings, and the sweep that releases expired holds (decision 054).
 */
export { bookingsForExport, cancelOwnBooking, confirmOwnBooking, eraseBookings, listOwnBookings } from './customer';
export { createCrew, getCrew, listCrews, updateCrew } from './crews';
export { holdSurvey, releaseExpiredHolds } from './hold';
export { bookingSettings, reshapeBookingSettings, updateBookingSettings } from './settings';
export { surveySlots } from './slots';
export { adminBooking as staffBookingView, cancelBookingForStaff, reassignBooking, weekOfBookings } from './staff-bookings';
export { applyFeePayment, bookingToPay, isFeeOrder, keepFeeOrder, ownBooking, SLOT_GONE } from './fee-payment';
export type { FeePaymentOutcome } from './fee-payment';
export { remindUpcomingVisits } from './reminders';
export { bookingView, bookingViews } from './reshape';
export type { BookingRow } from './reshape';
export { visitOf } from './visit';
export type { CancelStep } from './customer';
