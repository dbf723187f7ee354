import { useState } from 'react';
import { DeliveryProblemChoice, type DeliveryProblemAnswer, type DeliveryProblemFieldErrors } from '../DeliveryProblemChoice';

/** A failed first attempt on a Saturday evening, answerable until Sunday evening, with five days offered. */
export const sampleProblem = {
  reason: 'Nobody was available to receive it',
  attempt: 1,
  maxAttempts: 3,
  answerBy: '2025-11-30T13:00:00.000Z',
  days: ['2025-12-01', '2025-12-02', '2025-12-03', '2025-12-04', '2025-12-05'],
} as const;

export interface OrderPageExampleProps {
  onAnswer?: (answer: DeliveryProblemAnswer) => void;
  /** The stand-in server refuses a phone that is not ten digits, as the shop's does. */
  checkPhone?: boolean;
}

/**
 * The order page as the storefront wires the panel: the answer goes to a stand-in server, whose answer (or
 * refusal, naming the field) sets the panel's state. Stories only.
 */
export function OrderPageExample({ onAnswer, checkPhone = true }: OrderPageExampleProps) {
  const [answer, setAnswer] = useState<DeliveryProblemAnswer | null>(null);
  const [fieldErrors, setFieldErrors] = useState<DeliveryProblemFieldErrors>({});
  const send = async (given: DeliveryProblemAnswer) => {
    onAnswer?.(given);
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (checkPhone && given.phone !== null && !/^[6-9]\d{9}$/.test(given.phone.replace(/\D/g, '').slice(-10))) {
      setFieldErrors({ phone: 'Enter a valid 10-digit Indian mobile number.' });
      throw new Error('refused');
    }
    setFieldErrors({});
    setAnswer(given);
  };
  return <DeliveryProblemChoice {...sampleProblem} status={answer ? 'answered' : 'open'} answer={answer} fieldErrors={fieldErrors} onAnswer={send} />;
}
