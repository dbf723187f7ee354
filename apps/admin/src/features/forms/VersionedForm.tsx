import type { ComponentType } from 'react';
import { WhenLoaded, type LoadWords } from '../page/WhenLoaded';

interface VersionedQuery<Saved> {
  data?: Saved;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A form of content saved whole with the version read (the announcements, the FAQ, the contact details): shown
 * once loaded, and started again from each new version the server holds, after a save or a reload.
 */
export function VersionedForm<Saved extends { version: number }>({
  query,
  words,
  form: Form,
}: {
  query: VersionedQuery<Saved>;
  words: LoadWords;
  form: ComponentType<{ saved: Saved; onReload: () => void }>;
}) {
  return <WhenLoaded query={query} words={words}>{(saved) => <Form key={saved.version} saved={saved} onReload={() => void query.refetch()} />}</WhenLoaded>;
}
