import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { MessagingChannel } from '../../MessagingOptIn/messagingChannels';
import { Button } from '../../Button';
import { OtpInput } from '../../OtpInput';
import { ErrorIcon } from '../../TextField/FieldParts';
import * as styles from './NumberProof.css';

/** The words of the number's confirmation. */
export interface NumberProofLabels {
  /** Why the number needs confirming: nothing is sent to it until then. */
  unproved: string;
  confirmNumber: string;
  /** Above the two ways of sending the code. */
  chooseChannel: string;
  sendBy: (channel: MessagingChannel) => string;
  sending: string;
  /** Announced once the code is on its way, e.g. "We sent a 6-digit code by SMS. It works for 10 minutes." */
  codeSent: (channel: MessagingChannel, minutes: number) => string;
  code: string;
  submitCode: string;
  confirming: string;
  resend: string;
  /** The resend button while the cooldown lasts. */
  resendIn: (seconds: number) => string;
  /** Announced when sending failed and the caller gave no error of its own. */
  sendFailed: string;
}

/** When the code lasts and when another may be asked for: the contract's `MessagingVerificationSent`. */
interface CodeSent {
  expires_in_seconds: number;
  resend_after_seconds: number;
}

export interface NumberProofProps {
  /** Sends a code by the channel chosen; rejects when it could not (the caller shows `sendError`). */
  onSendCode: (channel: MessagingChannel) => PromiseLike<CodeSent>;
  /** Checks the code typed; rejects when it is wrong (the caller shows `codeError`). */
  onConfirmCode: (code: string) => PromiseLike<unknown>;
  /** The server's words when a code could not be sent (STOP on that channel, too many codes). */
  sendError?: ReactNode;
  /** The server's error about `code`: wrong, expired or spent. */
  codeError?: ReactNode;
  words: NumberProofLabels;
}

const channels: readonly MessagingChannel[] = ['sms', 'whatsapp'];

/**
 * An unconfirmed number's notice and its confirmation: Confirm this number, then SMS or WhatsApp, then the
 * code in the OtpInput. A new code may be asked for once the cooldown the server gave has passed. Part of
 * MessagingPreferences; not exported by the package.
 */
export function NumberProof({ onSendCode, onConfirmCode, sendError, codeError, words }: NumberProofProps) {
  const [step, setStep] = useState<'notice' | 'choosing' | 'code'>('notice');
  const [sentBy, setSentBy] = useState<{ channel: MessagingChannel; minutes: number } | null>(null);
  const [sending, setSending] = useState<MessagingChannel | null>(null);
  const [hasSendFailed, setSendFailed] = useState(false);
  const [code, setCode] = useState('');
  const [isConfirming, setConfirming] = useState(false);
  const [hasConfirmFailed, setConfirmFailed] = useState(false);
  const [waitSeconds, setWaitSeconds] = useState(0);
  const firstChannelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

  useEffect(() => {
    if (step === 'choosing') firstChannelRef.current?.focus();
  }, [step]);

  const send = async (channel: MessagingChannel) => {
    setSending(channel);
    setSendFailed(false);
    try {
      const sent = await onSendCode(channel);
      setSentBy({ channel, minutes: Math.round(sent.expires_in_seconds / 60) });
      setWaitSeconds(sent.resend_after_seconds);
      setCode('');
      setConfirmFailed(false);
      setStep('code');
    } catch {
      setSendFailed(true);
    } finally {
      setSending(null);
    }
  };

  const confirm = async (typed: string) => {
    if (isConfirming || typed.replace(/\D/g, '').length !== 6) return;
    setConfirming(true);
    setConfirmFailed(false);
    try {
      await onConfirmCode(typed);
    } catch {
      setConfirmFailed(true);
      setConfirming(false);
    }
  };

  const hasSendError = sendError != null && sendError !== false;
  const hasCodeError = codeError != null && codeError !== false;

  return (
    <div className={styles.panel}>
      <p className={styles.text}>{words.unproved}</p>
      <div role="alert" className={styles.alert}>
        {(hasSendError || hasSendFailed) && (
          <>
            <ErrorIcon />
            <span>{hasSendError ? sendError : words.sendFailed}</span>
          </>
        )}
      </div>
      <p role="status" className={styles.status}>
        {step === 'code' && sentBy ? words.codeSent(sentBy.channel, sentBy.minutes) : ''}
      </p>
      {step === 'notice' && (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setStep('choosing')}>
            {words.confirmNumber}
          </Button>
        </div>
      )}
      {step === 'choosing' && (
        <div role="group" aria-label={words.chooseChannel} className={styles.actions}>
          <span className={styles.text}>{words.chooseChannel}</span>
          {channels.map((channel, index) => (
            <Button
              key={channel}
              ref={index === 0 ? firstChannelRef : undefined}
              variant="secondary"
              onPress={() => void send(channel)}
              isPending={sending === channel}
              pendingLabel={words.sending}
              isDisabled={sending !== null && sending !== channel}
            >
              {words.sendBy(channel)}
            </Button>
          ))}
        </div>
      )}
      {step === 'code' && sentBy && (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            void confirm(code);
          }}
        >
          <OtpInput
            label={words.code}
            value={code}
            onChange={(typed) => {
              setCode(typed);
              setConfirmFailed(false);
            }}
            onComplete={(typed) => void confirm(typed)}
            isInvalid={hasConfirmFailed && hasCodeError}
            errorMessage={codeError}
            isDisabled={isConfirming}
            autoFocus
          />
          <div className={styles.actions}>
            <Button type="submit" isPending={isConfirming} pendingLabel={words.confirming}>
              {words.submitCode}
            </Button>
            <Button variant="ghost" onPress={() => void send(sentBy.channel)} isDisabled={waitSeconds > 0 || sending !== null || isConfirming}>
              {waitSeconds > 0 ? words.resendIn(waitSeconds) : words.resend}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
