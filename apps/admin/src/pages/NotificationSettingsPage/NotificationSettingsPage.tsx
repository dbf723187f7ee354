import { useGetNotificationSettingsQuery } from '@shop/api-client/admin';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { Spinner } from '@shop/ui/Spinner';
import { Stack } from '@shop/ui/Stack';
import { useState } from 'react';
import { messagingCopy } from '../../copy/messaging';
import { usePageTitle } from '../../features/page/usePageTitle';
import { useIsOwner } from '../../features/session';
import { NotificationSettingsPanel } from './NotificationSettingsPanel';

const copy = messagingCopy.settings;

/**
 * /admin/settings/notifications: which order events send the customer a WhatsApp message or an SMS, with the
 * templates each one sends and whether the channels are connected. The owner switches events and saves them with
 * the version read; other staff read the same panel, its switches disabled.
 */
export function NotificationSettingsPage() {
  usePageTitle(copy.title);
  const settings = useGetNotificationSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const isOwner = useIsOwner();
  // Bumped to start the panel again from what the server holds; a refetch alone does not, as every refused save
  // refreshes the cache too and would wipe the owner's switches along with the reason the save was refused.
  const [loads, setLoads] = useState(0);
  const reload = async () => {
    await settings.refetch();
    setLoads((count) => count + 1);
  };
  return (
    <Stack gap="6">
      <PageHeader
        title={copy.title}
        actions={
          <LinkButton href="/settings/delivery" variant="secondary">
            {copy.deliverySettings}
          </LinkButton>
        }
      />
      {settings.isError ? (
        <LoadFailed message={copy.loadFailed} onRetry={() => void settings.refetch()} isRetrying={settings.isFetching} retryLabel={copy.retry} />
      ) : !settings.data ? (
        <Spinner label={copy.loading} />
      ) : (
        <NotificationSettingsPanel key={loads} read={settings.data} canEdit={isOwner} onReload={() => void reload()} />
      )}
    </Stack>
  );
}
