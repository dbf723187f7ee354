import { useGetDeliverySettingsQuery } from '@shop/api-client/admin';
import { deliverySettingsCopy as copy } from '../../copy/deliverySettings';
import { useReloadKey } from '../../features/forms/useReloadKey';
import { EditorPage } from '../../features/page/EditorPage';
import { usePageTitle } from '../../features/page/usePageTitle';
import { WhenLoaded } from '../../features/page/WhenLoaded';
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
  const [formKey, reload] = useReloadKey(settings);
  return (
    <EditorPage title={copy.title} intro={copy.intro} back={{ href: '/cod', label: copy.cod }}>
      <WhenLoaded query={settings} words={copy}>
        {(saved) => (isOwner ? <DeliverySettingsForm key={formKey} saved={saved} onReload={reload} /> : <DeliverySettingsSummary settings={saved} />)}
      </WhenLoaded>
    </EditorPage>
  );
}
