import { errorStatus, type ShopApiError } from '@shop/api-client';
import { shownDetail, shownFieldLines, shownFieldProblems } from '../../features/errors';
import { signupCopy } from '../../copy/signup';

/**
 * The toasts for failed sign-up and login calls: the product brief's error catalogue (section 8)
 * read against the contract's error body `{ code, detail, errors, error_codes }`, in the shop's words for each code. Each function answers the toasts to
 * show, one per message.
 */

const t = signupCopy.toasts;

/** The call got no answer at all: the network failed or it timed out. */
function gotNoAnswer(error: ShopApiError): boolean {
  return 'status' in error && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
}

/**
 * What the server said: one 'field: message' per field error (whole-request problems without a
 * field name), else its `detail` sentence, else nothing. The registration's toasts, as the
 * product brief words them.
 */
export function serverMessages(error: ShopApiError): string[] {
  const perField = shownFieldLines(error);
  if (perField.length > 0) return perField;
  const detail = shownDetail(error);
  return detail ? [detail] : [];
}

/**
 * The same without field names: a code, a login and an e-mail to send a code to are each one
 * question, so 'otp: The code is incorrect.' would only add noise.
 */
export function serverSentences(error: ShopApiError): string[] {
  const sentences = shownFieldProblems(error)
    .map(({ message }) => message)
    .filter((message) => message !== '');
  if (sentences.length > 0) return [...new Set(sentences)];
  const detail = shownDetail(error);
  return detail ? [detail] : [];
}

/** 'Failed to send OTP' or the server's error; without an answer, the advice to check the e-mail. */
export function sendOtpErrorToasts(error: ShopApiError): string[] {
  if (errorStatus(error) === undefined) return [t.otpSendError];
  const said = serverSentences(error);
  return said.length > 0 ? said : [t.otpSendFailed];
}

/** 'OTP verification failed' or the server's error; 'Error while verifying OTP' when the call itself failed. */
export function verifyOtpErrorToasts(error: ShopApiError): string[] {
  if (errorStatus(error) === undefined) return [t.otpVerifyError];
  const said = serverSentences(error);
  return said.length > 0 ? said : [t.otpVerifyFailed];
}

/**
 * A failed registration: one toast per 'field: message', else the server's message, else 'Something
 * went wrong'; 'Server not responding…' without an answer; 'Registration failed' for a success status
 * other than 201 (an answer that is not the created account); 'An unexpected error occurred.' otherwise.
 */
export function registrationErrorToasts(error: ShopApiError): string[] {
  if (gotNoAnswer(error)) return [t.serverNotResponding];
  const status = errorStatus(error);
  if (status === undefined) return [t.unexpected];
  if (status >= 200 && status < 300) return [t.registrationFailed];
  const said = serverMessages(error);
  return said.length > 0 ? said : [t.somethingWentWrong];
}

/** 'Login failed' or the server's errors; 'Unexpected error during login' when no answer came. */
export function loginErrorToasts(error: ShopApiError): string[] {
  if (errorStatus(error) === undefined) return [t.loginError];
  const said = serverSentences(error);
  return said.length > 0 ? said : [t.loginFailed];
}

/** Anything a failed `unwrap()` throws, as an error the functions above read (a bug reads as 'no answer'). */
export function asShopApiError(thrown: unknown): ShopApiError {
  if (typeof thrown === 'object' && thrown !== null && ('status' in thrown || 'message' in thrown || 'name' in thrown)) {
    return thrown as ShopApiError;
  }
  return { message: String(thrown) };
}
