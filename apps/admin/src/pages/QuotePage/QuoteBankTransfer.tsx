import { useAllowQuoteBankTransferMutation, type AdminQuote } from '@shop/api-client/admin';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Switch } from '@shop/ui/Switch';
import { Text } from '@shop/ui/Text';
import { quotesCopy } from '../../copy/quotes';
import { serverProblem } from '../../features/forms/serverProblem';
import { useIsOwner } from '../../features/session';
import { notify } from '../../features/toasts';

const copy = quotesCopy.bankTransfer;

/**
 * Whether the buyer may pay this quote by bank transfer or UPI against a proforma invoice. The owner's decision
 * (the server refuses staff): a switch that takes effect at once for the owner, read-only words for staff.
 */
export function QuoteBankTransfer({ quote }: { quote: Pick<AdminQuote, 'id' | 'version' | 'bank_transfer_allowed'> }) {
  const isOwner = useIsOwner();
  const [allow, allowing] = useAllowQuoteBankTransferMutation();
  const isAllowed = quote.bank_transfer_allowed === true;

  const change = async (allowed: boolean) => {
    const result = await allow({ quoteId: quote.id, quoteBankTransferInput: { allowed, version: quote.version } });
    if ('error' in result) notify.error(serverProblem(result.error, quotesCopy.detail).detail);
    else notify.success(allowed ? copy.allowed : copy.disallowed);
  };

  return (
    <Surface as="section" aria-labelledby="quote-bank-transfer">
      <SectionHeader title={copy.heading} titleId="quote-bank-transfer" />
      <Stack gap="3">
        <Switch
          isSelected={isAllowed}
          isReadOnly={!isOwner}
          isPending={allowing.isLoading}
          onChange={(allowed) => void change(allowed)}
          description={allowing.isLoading ? copy.saving : isOwner ? copy.description : copy.ownerOnly}
        >
          {copy.label}
        </Switch>
        {!isOwner && <Text size="sm" tone="muted">{copy.description}</Text>}
      </Stack>
    </Surface>
  );
}
