import type { ShopApiError } from '@shop/api-client';
import type { CodConfirmationLabels, CodConfirmationStatus } from '@shop/ui/CodConfirmation';
import { useMemo, useState } from 'react';
import { codConfirmationCopy } from '../../copy/codConfirmation';
import { codAnswerProblem } from './codAnswer';

export type CodDecision = 'confirm' | 'cancel';

interface Options {
  /** Sends the answer; resolves once the page shows the state it led to. */
  send: (decision: CodDecision) => Promise<unknown>;
  /** Reads the confirmation again: where it stands now. */
  reload: () => Promise<CodConfirmationStatus | undefined>;
}

/**
 * Confirm and Cancel for the confirmation panel, on the link's page and on the order's: the answer is sent, and
 * the panel shows the state it led to. A refusal because the order moved on elsewhere (confirmed in another tab,
 * cancelled by the shop, past its deadline) reads the state again: when that is no longer awaited, the panel
 * shows it as the outcome with the server's sentence as its message, so the shopper learns what happened; else
 * the refusal is the panel's failure message. Any other failure is announced by the panel with the server's
 * reason, or its own words when there was no answer.
 */
export function useCodDecision({ send, reload }: Options) {
  const [outcomeNote, setOutcomeNote] = useState<{ status: CodConfirmationStatus; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const answer = async (decision: CodDecision) => {
    setFailure(null);
    try {
      await send(decision);
      setOutcomeNote(null);
    } catch (thrown) {
      const { refusal, message } = codAnswerProblem(thrown as ShopApiError);
      if (refusal) {
        const status = await reload().catch(() => undefined);
        if (status && status !== 'awaiting') {
          setOutcomeNote({ status, text: refusal });
          return;
        }
      }
      setFailure(refusal ?? message ?? null);
      throw thrown;
    }
  };

  const labels = useMemo<CodConfirmationLabels>(() => {
    const words: CodConfirmationLabels = { ...codConfirmationCopy, failed: failure ?? codConfirmationCopy.failed };
    if (outcomeNote?.status === 'confirmed') words.confirmedMessage = () => outcomeNote.text;
    if (outcomeNote?.status === 'cancelled') words.cancelledMessage = outcomeNote.text;
    if (outcomeNote?.status === 'expired') words.expiredMessage = () => outcomeNote.text;
    return words;
  }, [failure, outcomeNote]);

  return { onConfirm: () => answer('confirm'), onCancel: () => answer('cancel'), labels };
}
