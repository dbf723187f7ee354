import { useState, type FormEvent } from 'react';
import { Button } from '../../Button';
import { OtpInput } from '../OtpInput';

/**
 * The "Email Verification" step of sign-up, as the storefront will build it:
 * Verify is enabled only with six digits; a wrong code shows an announced
 * error and focus stays on Verify. Stories only; "123456" is the right code here.
 */
export function EmailVerificationExample({ onVerify }: { onVerify?: (code: string) => void }) {
  const [code, setCode] = useState('');
  const [failed, setFailed] = useState(false);
  const complete = /^\d{6}$/.test(code);

  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete) return;
    onVerify?.(code);
    setFailed(code !== '123456');
  };

  return (
    <form onSubmit={verify} style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <OtpInput
        label="Verification code"
        description="Enter the 6-digit code we sent to priya@example.com."
        value={code}
        onChange={(next) => {
          setCode(next);
          setFailed(false);
        }}
        isInvalid={failed}
        errorMessage="OTP verification failed"
      />
      <Button type="submit" isDisabled={!complete}>
        Verify
      </Button>
    </form>
  );
}
