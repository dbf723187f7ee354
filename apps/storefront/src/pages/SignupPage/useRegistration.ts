import type { RegisterRequest } from '@shop/api-client';
import { useRegisterMutation, useSendOtpMutation, useVerifyOtpMutation } from '@shop/api-client';
import { useCallback, useState } from 'react';
import { successWords } from '../../shared/language';
import { notifyAccount } from '../../shared/toasts';
import { signupCopy } from '../../copy/signup';
import { asShopApiError, registrationErrorToasts, sendOtpErrorToasts, verifyOtpErrorToasts } from './authErrors';
import { isValidOtp, registrationProblem, type RegisterFields } from './signupFields';

const t = signupCopy.toasts;

function toRegisterRequest(fields: RegisterFields): RegisterRequest {
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    contact: fields.contact.trim(),
    password: fields.password,
    confirm_password: fields.confirmPassword,
    ...(fields.messaging.order_updates?.length ? { messaging: fields.messaging } : {}),
  };
}

export interface Registration {
  /** The registration waiting for its e-mail to be verified; the verification dialog is open while set. */
  pending: RegisterRequest | null;
  isSendingCode: boolean;
  isVerifying: boolean;
  /** The last verification failure, shown under the code boxes too. */
  verifyError: string | null;
  clearVerifyError: () => void;
  /** Register: checks the form, sends the one-time password, opens the dialog. */
  start: (fields: RegisterFields) => Promise<void>;
  resend: () => Promise<void>;
  /** Verify: checks the code with the server, then creates the account. */
  verify: (code: string) => Promise<void>;
  /** Close the dialog ('Change Email', ✕, Escape): the form keeps its values. */
  cancel: () => void;
}

/**
 * The register face's three calls, in the product brief's order: POST send-otp (the 'Email
 * Verification' dialog opens), POST verify-otp, POST register (201). Every failure is a toast from
 * the error catalogue. `onRegistered` gets the new account's e-mail once it exists.
 */
export function useRegistration(onRegistered: (email: string) => void): Registration {
  const [sendOtp, { isLoading: isSendingCode }] = useSendOtpMutation();
  const [verifyOtp] = useVerifyOtpMutation();
  const [register] = useRegisterMutation();
  const [pending, setPending] = useState<RegisterRequest | null>(null);
  const [isVerifying, setVerifying] = useState(false);
  const [verifyError, setVerifyError] = useState<string | null>(null);

  const sendCode = useCallback(
    async (email: string): Promise<boolean> => {
      try {
        const answer = await sendOtp({ sendOtpRequest: { email } }).unwrap();
        notifyAccount.success(successWords(answer.message, t.otpSent));
        return true;
      } catch (thrown) {
        for (const message of sendOtpErrorToasts(asShopApiError(thrown))) notifyAccount.error(message);
        return false;
      }
    },
    [sendOtp],
  );

  const start = useCallback(
    async (fields: RegisterFields) => {
      const problem = registrationProblem(fields);
      if (problem) {
        notifyAccount.error(problem);
        return;
      }
      const request = toRegisterRequest(fields);
      if (await sendCode(request.email)) {
        setVerifyError(null);
        setPending(request);
      }
    },
    [sendCode],
  );

  const resend = useCallback(async () => {
    if (!pending) return;
    setVerifyError(null);
    await sendCode(pending.email);
  }, [pending, sendCode]);

  const verify = useCallback(
    async (code: string) => {
      if (!pending) return;
      if (!isValidOtp(code)) {
        notifyAccount.error(t.invalidOtp);
        setVerifyError(t.invalidOtp);
        return;
      }
      setVerifying(true);
      try {
        try {
          await verifyOtp({ verifyOtpRequest: { email: pending.email, otp: code } }).unwrap();
        } catch (thrown) {
          const messages = verifyOtpErrorToasts(asShopApiError(thrown));
          for (const message of messages) notifyAccount.error(message);
          setVerifyError(messages[0] ?? t.otpVerifyFailed);
          return;
        }
        try {
          const created = await register({ registerRequest: pending }).unwrap();
          // Only the created account (201 with the profile) counts as a registration.
          if (!created?.user) throw { status: 'PARSING_ERROR', originalStatus: 200, data: created, error: 'no account in the answer' };
          notifyAccount.success(successWords(created.msg, t.registered));
          setPending(null);
          onRegistered(pending.email);
        } catch (thrown) {
          for (const message of registrationErrorToasts(asShopApiError(thrown))) notifyAccount.error(message);
          // The form holds what the server refused (a taken e-mail, a weak password): back to it.
          setPending(null);
        }
      } finally {
        setVerifying(false);
      }
    },
    [pending, verifyOtp, register, onRegistered],
  );

  const cancel = useCallback(() => {
    setPending(null);
    setVerifyError(null);
  }, []);
  const clearVerifyError = useCallback(() => setVerifyError(null), []);

  return { pending, isSendingCode, isVerifying, verifyError, clearVerifyError, start, resend, verify, cancel };
}
