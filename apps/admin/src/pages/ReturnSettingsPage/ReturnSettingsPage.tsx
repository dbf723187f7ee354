import { useGetReturnSettingsQuery } from '@shop/api-client/admin';
import { returnSettingsCopy as copy } from '../../copy/returnSettings';
import { useReloadKey } from '../../features/forms/useReloadKey';
import { EditorPage } from '../../features/page/EditorPage';
import { usePageTitle } from '../../features/page/usePageTitle';
import { WhenLoaded } from '../../features/page/WhenLoaded';
import { useIsOwner } from '../../features/session';
import { ReturnSettingsForm } from './ReturnSettingsForm';
import { ReturnSettingsSummary } from './ReturnSettingsSummary';

/**
 * /admin/settings/returns: the owner's return rules (the window after delivery, the reasons a replacement may be
 * asked for, the categories and products returnable only for the shop's fault), which the returns policy page
 * states and every request applies. Owners edit and save them with the version read; staff read them as a list.
 */
export function ReturnSettingsPage() {
  usePageTitle(copy.title);
  const settings = useGetReturnSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const isOwner = useIsOwner();
  const [formKey, reload] = useReloadKey(settings);
  return (
    <EditorPage title={copy.title} intro={copy.intro} back={{ href: '/orders/returns', label: copy.returns }}>
      <WhenLoaded query={settings} words={copy}>
        {(saved) => (isOwner ? <ReturnSettingsForm key={formKey} saved={saved} onReload={reload} /> : <ReturnSettingsSummary settings={saved} />)}
      </WhenLoaded>
    </EditorPage>
  );
}
