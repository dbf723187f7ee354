import { useState } from 'react';
import { CodConfirmation, type CodConfirmationStatus } from '../CodConfirmation';
import { sampleOrder } from './sampleOrder';

/** How the stand-in server answers each try: at once, after a while, never, or with a failure. */
type ServerAnswer = 'ok' | 'fail' | 'hang';

export interface ConfirmationPageExampleProps {
  initialStatus?: CodConfirmationStatus;
  /** The server's answer to each try in turn; the last one repeats. */
  answers?: ServerAnswer[];
  onConfirm?: () => void;
  onCancel?: () => void;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The confirmation link's page as the storefront wires it: the panel's status comes from the server's
 * answer, which a stand-in gives here after half a second. Stories only.
 */
export function ConfirmationPageExample({ initialStatus = 'awaiting', answers = ['ok'], onConfirm, onCancel }: ConfirmationPageExampleProps) {
  const [status, setStatus] = useState(initialStatus);
  const [tries, setTries] = useState(0);

  const answer = (decision: 'confirm' | 'cancel') => async () => {
    (decision === 'confirm' ? onConfirm : onCancel)?.();
    const reply = answers[Math.min(tries, answers.length - 1)];
    setTries((count) => count + 1);
    if (reply === 'hang') return new Promise<void>(() => {});
    await delay(500);
    if (reply === 'fail') throw new Error('offline');
    setStatus(decision === 'confirm' ? 'confirmed' : 'cancelled');
  };

  return <CodConfirmation {...sampleOrder} status={status} onConfirm={answer('confirm')} onCancel={answer('cancel')} />;
}
