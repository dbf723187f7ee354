/**
 * Bookings' public face: crews and their calendars, a site survey's free slots, holding one (never sold twice:
 * the database's exclusion constraint decides), the customer's confirming and cancelling, a held survey's fee paid
 * online (decision 055), staff's week view, moves to another crew or another time (decision 071) and cancellations,
 * the owner's settings, the sweep that releases
 * expired holds (decision 054) and the day-before reminders; an order's fitting booked by its customer, the crew's
 * completion with notes and photos and the customer's answer to it (decision 056), its length from running metres,
 * square metres and fixed jobs (decision 070); the services the crews sell, as
 * catalogue items with their SAC codes, offered only where a crew goes (decision 058); a paid fee as a credit on
 * the customer's next order (decision 062).
 */
export { bookingsForExport, cancelOwnBooking, confirmOwnBooking, eraseBookings, listOwnBookings } from './customer';
export { createCrew, getCrew, listCrews, updateCrew } from './crews';
export { holdSurvey, releaseExpiredHolds } from './hold';
export { bookInstallation, fittingLines, installationSlots } from './installation';
export type { InstallationJob } from './installation';
export { addCompletionPhoto, answerCompletion, completeBooking, removeCompletionPhoto, withCompletionPhotos, withStaffPhotos } from './completion';
export { bookingSettings, reshapeBookingSettings, updateBookingSettings } from './settings';
export { servesPincode } from './calendar';
export { surveySlots } from './slots';
export { createService, listAdminServices, offeredServices, servicesAtPincode, surveyTaxClass, updateService } from './services';
export { adminBooking as staffBookingView, cancelBookingForStaff, reassignBooking, weekOfBookings } from './staff-bookings';
export { applyFeePayment, bookingToPay, isFeeOrder, keepFeeOrder, ownBooking } from './fee-payment';
export type { FeePaymentOutcome } from './fee-payment';
export { remindUpcomingVisits } from './reminders';
export { rescheduleBooking, rescheduleSlots } from './reschedule';
export { surveyCreditFor, surveyCreditInUse, useSurveyCredit } from './survey-credit';
export type { SurveyCredit } from './survey-credit';
export { bookingView } from './reshape';
export type { BookingRow } from './reshape';
export { visitOf } from './visit';
export type { CancelStep } from './customer';
