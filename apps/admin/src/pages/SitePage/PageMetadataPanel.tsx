import { useListAdminPageMetadataQuery, useUpdateAdminPageMetadataMutation, type AdminPageMetadata } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { DataTable, type DataTableColumn } from '@shop/ui/DataTable';
import { EmptyState } from '@shop/ui/EmptyState';
import { Heading } from '@shop/ui/Heading';
import { Inline } from '@shop/ui/Inline';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { TextArea } from '@shop/ui/TextArea';
import { TextField } from '@shop/ui/TextField';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { siteCopy } from '../../copy/site';
import { serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';
import { SaveProblem } from '../../features/forms/SaveProblem';
import { messageFor, problemWords } from './siteProblems';
import { HindiLink } from '../../features/translation/HindiLink';

const copy = siteCopy.pages;
const FIELD_LABELS: Record<string, string> = { ...copy.fields, version: siteCopy.conflictTitle };

/** Every path with its own metadata; 'Edit' opens its title, description and share image below the list. */
export function PageMetadataPanel() {
  const list = useListAdminPageMetadataQuery();
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = list.data?.find((page) => page.id === editingId);

  const columns: DataTableColumn<AdminPageMetadata>[] = [
    { key: 'path', header: copy.columns.path, isRowHeader: true, width: '12rem', cell: (page) => page.path },
    { key: 'title', header: copy.columns.title, cell: (page) => page.title },
    {
      key: 'actions',
      header: copy.columns.actions,
      width: '12rem',
      cell: (page) => (
        <Inline gap="2">
          <Button size="sm" variant="secondary" aria-label={copy.edit(page.path)} onPress={() => setEditingId(page.id)}>
            {copy.editLabel}
          </Button>
          <HindiLink href={`/site/pages/${page.id}/hindi`} of={page.path} />
        </Inline>
      ),
    },
  ];

  if (list.isError) return <LoadFailed message={copy.loadFailed} onRetry={() => void list.refetch()} isRetrying={list.isFetching} retryLabel={siteCopy.retry} />;
  return (
    <Stack gap="6">
      {editing && <PageForm key={`${editing.id}-${editing.version}`} page={editing} onDone={() => setEditingId(null)} onReload={() => void list.refetch()} />}
      <DataTable
        label={copy.tableLabel}
        columns={columns}
        items={list.data ?? []}
        isLoading={list.isFetching && !list.data}
        loadingLabel={copy.loading}
        emptyState={<EmptyState size="compact" headingLevel={2} title={copy.empty} />}
      />
    </Stack>
  );
}

function PageForm({ page, onDone, onReload }: { page: AdminPageMetadata; onDone: () => void; onReload: () => void }) {
  const [update, updating] = useUpdateAdminPageMetadataMutation();
  const [form, setForm] = useState({ title: page.title, description: page.description, og_image: page.og_image });
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    try {
      await update({ pageId: page.id, adminPageMetadataUpdate: { ...form, version: page.version } }).unwrap();
      notify.success(copy.saved(page.path));
      onDone();
    } catch (error) {
      setProblem(serverProblem(error, problemWords));
    }
  };

  return (
    <Surface padding="md">
      <Stack gap="4">
        <Heading level={2} size="lg">
          {copy.formLabel(page.path)}
        </Heading>
        {problem && <SaveProblem problem={problem} fieldLabels={FIELD_LABELS} words={siteCopy} onReload={onReload} />}
        <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" aria-label={copy.formLabel(page.path)}>
          <Stack gap="4">
            <TextField
              name="title"
              label={copy.fields.title}
              description={copy.titleHelp}
              isRequired
              autoFocus
              value={form.title}
              onChange={set('title')}
              isInvalid={Boolean(messageFor(problem, 'title'))}
              errorMessage={messageFor(problem, 'title')}
            />
            <TextArea
              name="description"
              label={copy.fields.description}
              rows={3}
              isRequired
              value={form.description}
              onChange={set('description')}
              errorMessage={messageFor(problem, 'description')}
            />
            <TextField
              name="og_image"
              label={copy.fields.og_image}
              description={copy.imageHelp}
              isRequired
              value={form.og_image}
              onChange={set('og_image')}
              isInvalid={Boolean(messageFor(problem, 'og_image'))}
              errorMessage={messageFor(problem, 'og_image')}
            />
            <Inline gap="3">
              <Button type="submit" isPending={updating.isLoading} pendingLabel={siteCopy.saving}>
                {copy.save}
              </Button>
              <Button variant="secondary" onPress={onDone}>
                {copy.cancel}
              </Button>
            </Inline>
          </Stack>
        </Form>
      </Stack>
    </Surface>
  );
}
