import { useGetDeliverySettingsQuery } from '@shop/api-client/admin';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { Spinner } from '@shop/ui/Spinner';
import { Stack } from '@shop/ui/Stack';
import { useState } from 'react';
import { deliverySettingsCopy as copy } from '../../copy/deliverySettings';
import { usePageTitle } from '../../features/page/usePageTitle';
import { useIsOwner } from '../../features/session';
import { DeliverySettingsForm } from './DeliverySettingsForm';
import { DeliverySettingsSummary } from './DeliverySettingsSummary';

/**
 * /admin/settings/delivery: the owner's cash-on-delivery rules (offered or not, fee, largest order, returned
 * parcels tolerated, hours to confirm) and the courier's steps that e-mail the customer. Owners edit and save
 * them with the version read; staff read them as a list.
 */
export function DeliverySettingsPage() {
  usePageTitle(copy.title);
  const settings = useGetDeliverySettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const isOwner = useIsOwner();
  // Bumped to start the form again from what the server holds; a refetch alone does not, as every refused save
  // refreshes the cache too and would wipe the owner's edits along with the reason it was refused.
  const [loads, setLoads] = useState(0);
  const reload = async () => {
    await settings.refetch();
    setLoads((count) => count + 1);
  };
  return (
    <Stack gap="6">
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        actions={
          <LinkButton href="/cod" variant="secondary">
            {copy.cod}
          </LinkButton>
        }
      />
      {settings.isError ? (
        <LoadFailed message={copy.loadFailed} onRetry={() => void settings.refetch()} isRetrying={settings.isFetching} retryLabel={copy.retry} />
      ) : !settings.data ? (
        <Spinner label={copy.loading} />
      ) : isOwner ? (
        <DeliverySettingsForm key={loads} saved={settings.data} onReload={() => void reload()} />
      ) : (
        <DeliverySettingsSummary settings={settings.data} />
      )}
    </Stack>
  );
}
