import { useState, type ReactNode } from 'react';
import {
  MessagingPreferences,
  type MessagingPreferencesProps,
  type MessagingPreferencesUpdate,
  type MessagingPreferencesValue,
  type MessagingPurpose,
} from '../MessagingPreferences';

/** "Now" for the fake server, so a story's times are the same on every run: 28 Nov 2026, 10:00 am in India. */
const NOW = '2026-11-28T04:30:00Z';

/** The server's rule, as the stories need it: each change recorded with its time and `account` as its source. */
function applyUpdate(saved: MessagingPreferencesValue, update: MessagingPreferencesUpdate): MessagingPreferencesValue {
  const next: MessagingPreferencesValue = {
    mobile: update.mobile === undefined ? saved.mobile : update.mobile,
    order_updates: { ...saved.order_updates },
    marketing: { ...saved.marketing },
    // The account's changes do not lift the number's STOP.
    ...(saved.stopped ? { stopped: saved.stopped } : {}),
    // A changed number is not confirmed.
    ...(saved.verified === undefined ? {} : { verified: update.mobile === undefined || update.mobile === saved.mobile ? saved.verified : false }),
  };
  for (const purpose of ['order_updates', 'marketing'] as MessagingPurpose[]) {
    for (const [channel, granted] of Object.entries(update[purpose] ?? {}) as Array<['whatsapp' | 'sms', boolean]>) {
      next[purpose][channel] = { granted, changed_at: NOW, source: 'account' };
    }
  }
  return next;
}

export interface AccountMessagingExampleProps extends Partial<Omit<MessagingPreferencesProps, 'preferences' | 'onChange'>> {
  initial: MessagingPreferencesValue;
  /** Called with each update, as the API would receive it. */
  onChange?: (update: MessagingPreferencesUpdate) => void;
  /** How long the fake request takes. */
  delay?: number;
  /** Every request fails (the network is down). */
  fails?: boolean;
  /** Every request waits for ever (to show "Saving…"). */
  hangs?: boolean;
  /** How long the fake server makes the customer wait before another code. */
  resendAfterSeconds?: number;
  children?: ReactNode;
}

/** The code the fake server sends; any other is wrong. */
export const SAMPLE_CODE = '123456';

/**
 * The account page's panel as the storefront wires it: the saved choices come from the API, each change is
 * sent at once, and the answer replaces them. A fake server stands in for the API. Stories only.
 */
export function AccountMessagingExample({ initial, onChange, delay = 300, fails = false, hangs = false, resendAfterSeconds = 60, ...props }: AccountMessagingExampleProps) {
  const [preferences, setPreferences] = useState(initial);
  const [codeError, setCodeError] = useState<string | undefined>();
  const later = <T,>(value: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(value()), delay));
  // A code sent to the number, and checked: the right one confirms it; a wrong one is refused naming `code`.
  const sendCode = () => later(() => ({ expires_in_seconds: 600, resend_after_seconds: resendAfterSeconds }));
  const confirmCode = async (code: string) => {
    setCodeError(undefined);
    const isRight = await later(() => code === SAMPLE_CODE);
    if (!isRight) {
      setCodeError('The code is incorrect. 4 attempts left.');
      throw new Error('wrong code');
    }
    setPreferences((saved) => ({ ...saved, verified: true }));
  };
  const save = (update: MessagingPreferencesUpdate) => {
    onChange?.(update);
    if (hangs) return new Promise<void>(() => {});
    return new Promise<void>((resolve, reject) => {
      setTimeout(() => {
        if (fails) {
          reject(new Error('offline'));
          return;
        }
        setPreferences((saved) => applyUpdate(saved, update));
        resolve();
      }, delay);
    });
  };
  return (
    <MessagingPreferences onSendCode={sendCode} onConfirmCode={confirmCode} codeError={codeError} {...props} preferences={preferences} onChange={save} />
  );
}
