import { useGetNotificationSettingsQuery } from '@shop/api-client/admin';
import { messagingCopy } from '../../copy/messaging';
import { SettingsPage } from '../../features/page/SettingsPage';
import { NotificationSettingsPanel } from './NotificationSettingsPanel';

const copy = messagingCopy.settings;

/**
 * /admin/settings/notifications: which order events send the customer a WhatsApp message or an SMS, with the
 * templates each one sends and whether the channels are connected. The owner switches events and saves them with
 * the version read; other staff read the same panel, its switches disabled.
 */
export function NotificationSettingsPage() {
  const settings = useGetNotificationSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <SettingsPage title={copy.title} back={{ href: '/settings/delivery', label: copy.deliverySettings }} query={settings} words={copy}>
      {({ saved, isOwner, formKey, onReload }) => <NotificationSettingsPanel key={formKey} read={saved} canEdit={isOwner} onReload={onReload} />}
    </SettingsPage>
  );
}
