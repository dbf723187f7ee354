import { useGetReturnSettingsQuery } from '@shop/api-client/admin';
import { returnSettingsCopy as copy } from '../../copy/returnSettings';
import { SettingsPage } from '../../features/page/SettingsPage';
import { ReturnSettingsForm } from './ReturnSettingsForm';
import { ReturnSettingsSummary } from './ReturnSettingsSummary';

/**
 * /admin/settings/returns: the owner's return rules (the window after delivery, the reasons a replacement may be
 * asked for, the categories and products returnable only for the shop's fault), which the returns policy page
 * states and every request applies. Owners edit and save them with the version read; staff read them as a list.
 */
export function ReturnSettingsPage() {
  const settings = useGetReturnSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <SettingsPage title={copy.title} intro={copy.intro} back={{ href: '/orders/returns', label: copy.returns }} query={settings} words={copy}>
      {({ saved, isOwner, formKey, onReload }) =>
        isOwner ? <ReturnSettingsForm key={formKey} saved={saved} onReload={onReload} /> : <ReturnSettingsSummary settings={saved} />
      }
    </SettingsPage>
  );
}
