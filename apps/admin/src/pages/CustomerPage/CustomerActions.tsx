import {
  downloadCustomerData,
  saveFile,
  useDeactivateCustomerMutation,
  useReactivateCustomerMutation,
  type AdminCustomer,
} from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useState } from 'react';
import { customersCopy } from '../../copy/customers';
import { serverProblem } from '../../features/forms/serverProblem';
import { useIsOwner } from '../../features/session';
import { notify } from '../../features/toasts';
import { EraseDialog } from './EraseDialog';

const copy = customersCopy.actions;

/**
 * The account's actions; a staff account's state and erasure are the owner's. Each change sends the version this page read, so a colleague's change
 * meanwhile is refused rather than undone. An erased account has none left.
 */
export function CustomerActions({ customer }: { customer: AdminCustomer }) {
  const [deactivate, deactivating] = useDeactivateCustomerMutation();
  const [reactivate, reactivating] = useReactivateCustomerMutation();
  const [isExporting, setExporting] = useState(false);
  const [isEraseOpen, setEraseOpen] = useState(false);
  const isOwner = useIsOwner();

  if (customer.status === 'erased') return null;
  const change = { customerId: customer.id, customerChange: { version: customer.version } };
  const report = (done: string) => (result: { error?: unknown }) => {
    if (result.error) notify.error(serverProblem(result.error, copy).detail);
    else notify.success(done);
  };
  const exportData = async () => {
    setExporting(true);
    try {
      saveFile(await downloadCustomerData(customer.id));
      notify.success(copy.exported);
    } catch (error) {
      notify.error(serverProblem(error, copy).detail);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Surface as="section" aria-labelledby="customer-actions">
      <SectionHeader title={copy.heading} titleId="customer-actions" />
      <Stack gap="4">
        {customer.is_staff && !isOwner ? null : customer.status === 'active' ? (
          <Stack gap="1">
            <Button variant="secondary" isFullWidth isPending={deactivating.isLoading} pendingLabel={copy.working} onPress={() => void deactivate(change).then(report(copy.deactivated))}>
              {copy.deactivate}
            </Button>
            <Text size="sm" tone="muted">
              {copy.deactivateHint}
            </Text>
          </Stack>
        ) : (
          <Button variant="primary" isFullWidth isPending={reactivating.isLoading} pendingLabel={copy.working} onPress={() => void reactivate(change).then(report(copy.reactivated))}>
            {copy.reactivate}
          </Button>
        )}
        <Stack gap="1">
          <Button variant="secondary" isFullWidth isPending={isExporting} pendingLabel={copy.working} onPress={() => void exportData()}>
            {copy.export}
          </Button>
          <Text size="sm" tone="muted">
            {copy.exportHint}
          </Text>
        </Stack>
        {!isOwner && <Text size="sm" tone="muted">{copy.ownerOnly}</Text>}
        {!customer.is_staff && isOwner && (
          <Stack gap="1">
            <Button
              variant="danger"
              isFullWidth
              onPress={() => setEraseOpen(true)}
            >
              {copy.erase}
            </Button>
            <Text size="sm" tone="muted">
              {copy.eraseHint}
            </Text>
          </Stack>
        )}
      </Stack>
      <EraseDialog key={customer.version} customer={customer} isOpen={isEraseOpen} onClose={() => setEraseOpen(false)} />
    </Surface>
  );
}
