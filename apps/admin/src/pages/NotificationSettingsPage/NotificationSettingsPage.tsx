import { useGetNotificationSettingsQuery } from '@shop/api-client/admin';
import { messagingCopy } from '../../copy/messaging';
import { useReloadKey } from '../../features/forms/useReloadKey';
import { EditorPage } from '../../features/page/EditorPage';
import { usePageTitle } from '../../features/page/usePageTitle';
import { WhenLoaded } from '../../features/page/WhenLoaded';
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
  const [panelKey, reload] = useReloadKey(settings);
  return (
    <EditorPage title={copy.title} back={{ href: '/settings/delivery', label: copy.deliverySettings }}>
      <WhenLoaded query={settings} words={copy}>
        {(read) => <NotificationSettingsPanel key={panelKey} read={read} canEdit={isOwner} onReload={reload} />}
      </WhenLoaded>
    </EditorPage>
  );
}
