import { useSendQuoteMutation, useWithdrawQuoteMutation, type AdminQuote } from '@shop/api-client/admin';
import { AlertDialog } from '@shop/ui/AlertDialog';
import { Button } from '@shop/ui/Button';
import { FormErrorSummary } from '@shop/ui/FormErrorSummary';
import { Inline } from '@shop/ui/Inline';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useState } from 'react';
import { quotesCopy } from '../../copy/quotes';
import { serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { orderTime } from '../../features/orders/orderText';
import { notify } from '../../features/toasts';

const copy = quotesCopy.editor;

/**
 * Sending the saved draft to the buyer, and withdrawing the quote (after a confirmation). Sending waits for the
 * draft to be saved: what the buyer gets is what the server holds.
 */
export function QuoteActions({ quote, hasUnsaved }: { quote: AdminQuote; hasUnsaved: boolean }) {
  const [send, sending] = useSendQuoteMutation();
  const [withdraw, withdrawing] = useWithdrawQuoteMutation();
  const [isConfirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<ServerProblem | null>(null);

  const sendDraft = async () => {
    setProblem(null);
    const result = await send({ quoteId: quote.id, recordVersion: { version: quote.version } });
    if ('error' in result) setProblem(serverProblem(result.error, quotesCopy.detail));
    else notify.success(copy.sent);
  };
  const withdrawQuote = async () => {
    setProblem(null);
    const result = await withdraw({ quoteId: quote.id, recordVersion: { version: quote.version } });
    if ('error' in result) {
      setProblem(serverProblem(result.error, quotesCopy.detail));
      return;
    }
    notify.success(copy.withdrawn);
  };

  return (
    <Surface as="section" aria-labelledby="quote-actions">
      <SectionHeader title={quotesCopy.status[quote.status]} titleId="quote-actions" />
      <Stack gap="4">
        {problem && <FormErrorSummary title={copy.sendProblem} detail={problem.detail} errors={problem.errors} fieldLabels={{ draft: copy.save, valid_until: copy.fields.valid_until, status: quotesCopy.list.columns.status }} />}
        <Text size="sm" tone="muted">
          {hasUnsaved ? copy.unsavedChanges : quote.draft ? copy.draftState(orderTime(quote.draft.updated_at), quote.draft.staff?.name ?? null) : copy.noDraft}
        </Text>
        <Inline gap="3" wrap>
          <Button isDisabled={!quote.draft || hasUnsaved} isPending={sending.isLoading} pendingLabel={copy.sending} onPress={() => void sendDraft()}>
            {copy.send}
          </Button>
          <Button variant="danger" onPress={() => setConfirming(true)}>
            {copy.withdraw}
          </Button>
        </Inline>
      </Stack>
      <AlertDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={copy.withdrawTitle}
        variant="destructive"
        cancelLabel={copy.cancel}
        confirmLabel={copy.withdraw}
        pendingLabel={copy.withdrawing}
        isConfirmPending={withdrawing.isLoading}
        onConfirm={withdrawQuote}
      >
        {copy.withdrawMessage}
      </AlertDialog>
    </Surface>
  );
}
