/**
 * Bookings' public face: crews and their calendars, a site survey's free slots, holding one (never sold twice:
 * the database's exclusion constraint decides), the customer's confirming and cancelling, staff's week view,
 * moves and cancellations, the owner's settings, and the sweep that releases expired holds (decision 054).
 */
export { cancelOwnBooking, confirmOwnBooking, eraseBookings, listOwnBookings } from './customer';
export { createCrew, getCrew, listCrews, updateCrew } from './crews';
export { holdSurvey, releaseExpiredHolds } from './hold';
export { bookingSettings, reshapeBookingSettings, updateBookingSettings } from './settings';
export { surveySlots } from './slots';
export { cancelBookingForStaff, reassignBooking, weekOfBookings } from './staff-bookings';
