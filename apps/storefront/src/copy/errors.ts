import type { ErrorCode } from '@shop/api-client';
import { BUSINESS_NAME_MESSAGES, GSTIN_MESSAGES, INDIAN_MOBILE_MESSAGE, PINCODE_MESSAGE } from '@shop/rules';

/**
 * The shop's own words for the API's error codes (the contract's `ErrorCode`), in English: what the storefront
 * shows for a refused request instead of the server's sentence, so the words are the shop's to change and a
 * second language is a second catalogue of the same keys (a flat map, code -> ICU message; `{name}` placeholders
 * when a code's answer carries values). A code not listed here, or one the client does not know yet, shows the
 * server's own sentence: codes whose sentence names a product, an amount or a count (out of stock, a coupon's
 * minimum, the attempts left) are worded by the server until the answers carry those values.
 *
 * Messages the specification fixes are kept word for word ('Order not found.', 'Product not found',
 * 'Please select a delivery address'); the rest are ours and match the server's English.
 */
export const errorMessages = {
  // The form of a value.
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  email_invalid: 'Enter a valid email address.',
  mobile_invalid: INDIAN_MOBILE_MESSAGE,
  pincode_invalid: PINCODE_MESSAGE,
  gstin_invalid: GSTIN_MESSAGES.shape,
  gstin_state_unknown: GSTIN_MESSAGES.state,
  gstin_check_failed: GSTIN_MESSAGES.check,
  gstin_required: GSTIN_MESSAGES.missing,
  business_name_required: BUSINESS_NAME_MESSAGES.missing,
  organisation_required: 'Enter the organisation registered with this GSTIN.',

  // Sign-up, sign-in and the account.
  email_taken: 'An account with this email already exists.',
  email_not_verified: 'Please verify this email address with the code we sent before registering.',
  otp_expired: 'This code has expired. Please request a new code.',
  otp_attempts_exhausted: 'Too many incorrect attempts. Please request a new code.',
  resend_too_soon: 'Please wait a minute before requesting another code.',
  passwords_differ: 'Passwords do not match.',
  invalid_credentials: 'Invalid email or password.',
  wrong_current_password: 'Your current password is incorrect.',
  session_expired: 'Your session has expired. Please log in again.',
  session_invalid: 'Your session is no longer valid. Please log in again.',
  mail_unavailable: 'We could not send the e-mail just now. Please try again in a few minutes.',
  mobile_number_required: 'Enter the mobile number for WhatsApp or SMS messages.',
  no_mobile_number: 'Save a mobile number before confirming it.',
  mobile_already_confirmed: 'This number is already confirmed.',
  mobile_code_expired: 'This code has expired. Please ask for a new code.',
  mobile_code_attempts_exhausted: 'Too many incorrect attempts. Please ask for a new code.',

  // Cart, checkout and payment.
  address_not_chosen: 'Please select a delivery address',
  address_changed: 'Your address changed while you were checking out. Please try again.',
  pincode_not_served: "We can't deliver to this PIN code yet",
  one_line_per_variant: 'Each product (or each of its choices) may appear once; send its total quantity on one line.',
  cod_switched_off: 'Cash on delivery is not offered just now. Please pay online.',
  cod_refused_before: 'Cash on delivery is not available on your account because an earlier parcel came back to us undelivered. Please pay online.',
  cod_not_serviceable: 'No courier collects cash on delivery at this PIN code. Please pay online.',
  cod_unchecked: 'We cannot check cash on delivery for this PIN code just now. Please pay online, or try again in a few minutes.',
  no_bank_details: 'The shop cannot take bank transfers yet. Choose another way to pay, or reply to the shop’s e-mail.',
  payment_provider_unavailable: 'The payment service is not reachable just now. Please try again in a moment.',

  // Orders, reviews, the wishlist and the address book.
  order_not_found: 'Order not found.',
  product_not_found: 'Product not found',
  address_not_found: 'Address not found.',
  not_on_wishlist: 'This product is not on your wishlist.',
  review_text_required: 'Please write a few words about the product.',
  order_not_delivered: 'You can review a product once its order is delivered.',
  product_not_in_order: 'This product is not part of that order.',
  cod_not_applicable: 'This order is paid online: there is nothing to confirm.',
  cod_already_confirmed: 'This order is already confirmed. To cancel it now, write to us.',
  cod_already_cancelled: 'This order is cancelled. You are welcome to order again.',
  cod_confirmation_link_not_found: 'This confirmation link is not known. Open the latest e-mail about your order, or see the order under My orders.',
  return_before_delivery: 'This order is not delivered yet: a return can be asked for once it arrives.',
  return_photo_required: 'Add at least one photo of the problem.',
  no_delivery_problem: 'This order has no delivery problem to answer.',
  delivery_problem_answered: 'This delivery problem is already answered.',
  only_for_another_attempt: 'Only for another attempt: a returned parcel takes no day, phone or address.',

  // Bookings, quotes and complaints.
  slot_taken: 'Someone has just booked this time. Choose another.',
  slot_in_past: 'This time has passed. Choose a later one.',
  slot_outside_window: 'Choose a day from tomorrow to 30 days ahead.',
  slot_off_grid: 'Choose a start on the hour or the half hour.',
  slot_outside_hours: 'Our fitters do not work at this time. Choose one of the times offered.',
  slot_hold_expired: 'This slot was held for you but the time to confirm it has run out. Choose a time again.',
  no_crew_here: 'Our fitters do not visit this PIN code yet. Call us and we will see what we can do.',
  survey_fee_unpaid: 'This survey has a fee: pay it to confirm the booking.',
  booking_not_cancellable: 'This booking can no longer be cancelled.',
  booking_not_invoiced: 'This booking has no tax invoice: one is issued when a survey fee is paid online and the visit booked.',
  quote_expired: 'This quotation has expired. Reply to the shop’s e-mail and ask for a fresh quotation.',
  quote_withdrawn: 'The shop has withdrawn this quotation. Reply to the shop’s e-mail if you still want to order.',
  quote_already_accepted: 'This quotation has already been accepted: its order is in your account’s orders.',
  quote_not_sent: 'The shop has not sent a quotation for this request yet.',
  quote_revised: 'The shop has sent a newer quotation since you opened this page. Reload it to read and accept the latest.',
  quote_not_found: 'This quote is not known. Open the latest e-mail about your quote, or your account’s quotes.',
  quote_line_empty: 'Choose a product or describe what you need.',
  photo_unavailable: 'This photo is not one you uploaded, or another request has it. Upload it again.',
  complaint_resolved: 'This complaint is resolved; to take it further, file a new one quoting its number.',
  complaint_order_not_yours: 'We found no order of yours with this number.',
  complaint_link_not_found: 'This link is not known. Open the latest e-mail about your complaint, or your account’s complaints.',
  unsubscribe_link_not_found: 'This link is not known. Open the latest e-mail from us, or choose what we send you in your account.',
} as const satisfies Partial<Record<ErrorCode, string>>;

export type ErrorMessages = Partial<Record<ErrorCode, string>>;
