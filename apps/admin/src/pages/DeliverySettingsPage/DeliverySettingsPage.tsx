import { useGetDeliverySettingsQuery } from '@shop/api-client/admin';
import { deliverySettingsCopy as copy } from '../../copy/deliverySettings';
import { SettingsPage } from '../../features/page/SettingsPage';
import { DeliverySettingsForm } from './DeliverySettingsForm';
import { DeliverySettingsSummary } from './DeliverySettingsSummary';

/**
 * /admin/settings/delivery: the owner's shipping fee, usual days in transit, cash-on-delivery rules (offered or
 * not, fee, largest order, returned parcels tolerated, hours to confirm) and the courier's steps that e-mail the
 * customer. Owners edit and save
 * them with the version read; staff read them as a list.
 */
export function DeliverySettingsPage() {
  const settings = useGetDeliverySettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <SettingsPage title={copy.title} intro={copy.intro} back={{ href: '/cod', label: copy.cod }} query={settings} words={copy}>
      {({ saved, isOwner, formKey, onReload }) =>
        isOwner ? <DeliverySettingsForm key={formKey} saved={saved} onReload={onReload} /> : <DeliverySettingsSummary settings={saved} />
      }
    </SettingsPage>
  );
}
