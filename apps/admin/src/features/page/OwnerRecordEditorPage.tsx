import { useGetAdminMeQuery } from '@shop/api-client/admin';
import { Spinner } from '@shop/ui/Spinner';
import { Text } from '@shop/ui/Text';
import { Fragment, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useReloadKey, type Refetchable } from '../forms/useReloadKey';
import { notify } from '../toasts';
import { EditorPage } from './EditorPage';
import { usePageTitle } from './usePageTitle';
import { WhenLoaded, type LoadWords } from './WhenLoaded';

interface OwnerRecordEditorPageProps<Item extends { id: number }> {
  /** The record's id from the address; undefined at …/new, for a new record. */
  id: string | undefined;
  /** The whole list the record is found in: the contract reads these records only as a list. */
  list: { data?: readonly Item[]; isError: boolean; isFetching: boolean } & Refetchable;
  /** The page's title for the record found in the list, undefined while it is not (new, loading or gone). */
  title: (record: Item | undefined) => string;
  back: { href: string; label: string };
  words: LoadWords & { ownerOnly: string; notFound: string; saved: (name: string) => string; created: (name: string) => string };
  /**
   * The form, given the record read (undefined for a new one), how to start it again from the server's copy, and
   * what to do once it is saved: say so, naming the record, and go back to the list.
   */
  editor: (editing: { saved: Item | undefined; onReload: () => void; onSaved: (name: string) => void }) => ReactNode;
  /**
   * Other staff may change a saved record too (a service's name, whether it is offered), the editor keeping what is
   * the owner's to itself; a new one stays the owner's.
   */
  staffChangeSaved?: boolean;
}

/**
 * The owner's page for creating or changing one coupon or sale. Staff, who may not change them, are told so
 * instead. The form keeps the owner's edits until `onReload`: a refetch alone does not start it again, as every
 * refused save refreshes the list too and would wipe the edits along with the reason the save was refused.
 */
export function OwnerRecordEditorPage<Item extends { id: number }>({ id, list, title, back, words, editor, staffChangeSaved = false }: OwnerRecordEditorPageProps<Item>) {
  const record = list.data?.find((candidate) => String(candidate.id) === id);
  usePageTitle(title(record));
  const me = useGetAdminMeQuery();
  const navigate = useNavigate();
  const [loads, reload] = useReloadKey(list);
  const onSaved = (name: string) => {
    notify.success(record ? words.saved(name) : words.created(name));
    void navigate(back.href);
  };

  const body = () => {
    if (!me.data) return <Spinner label={words.loading} />;
    if (me.data.staff.role !== 'owner' && !(staffChangeSaved && id !== undefined)) return <Text tone="muted">{words.ownerOnly}</Text>;
    if (id === undefined) return editor({ saved: undefined, onReload: () => undefined, onSaved });
    return (
      <WhenLoaded query={list} words={words}>
        {() => (record ? <Fragment key={`${record.id}-${loads}`}>{editor({ saved: record, onReload: reload, onSaved })}</Fragment> : <Text>{words.notFound}</Text>)}
      </WhenLoaded>
    );
  };

  return (
    <EditorPage title={title(record)} back={back}>
      {body()}
    </EditorPage>
  );
}
