import type { ReactNode } from 'react';
import { useReloadKey, type Refetchable } from '../forms/useReloadKey';
import { useIsOwner } from '../session';
import { EditorPage } from './EditorPage';
import { usePageTitle } from './usePageTitle';
import { WhenLoaded, type Loadable, type LoadWords } from './WhenLoaded';

/** What a settings page's body is given: the settings read, whether the reader may change them, and the form's key. */
export interface SettingsBody<Settings> {
  saved: Settings;
  /** Only the owner changes the shop's settings; other staff read them. */
  isOwner: boolean;
  /** The form's key: `onReload` fetches the settings again and changes it, so the form starts from the server's copy. */
  formKey: number;
  onReload: () => void;
}

/**
 * A page of the shop's settings (delivery, returns, notifications): loaded with a retry while they could not be,
 * then the owner's form or what other staff may read, which `children` chooses.
 */
export function SettingsPage<Settings>({
  title,
  intro,
  back,
  query,
  words,
  children,
}: {
  title: string;
  intro?: string;
  back: { href: string; label: string };
  query: Loadable<Settings> & Refetchable;
  words: LoadWords;
  children: (body: SettingsBody<Settings>) => ReactNode;
}) {
  usePageTitle(title);
  const isOwner = useIsOwner();
  const [formKey, onReload] = useReloadKey(query);
  return (
    <EditorPage title={title} intro={intro} back={back}>
      <WhenLoaded query={query} words={words}>
        {(saved) => children({ saved, isOwner, formKey, onReload })}
      </WhenLoaded>
    </EditorPage>
  );
}
