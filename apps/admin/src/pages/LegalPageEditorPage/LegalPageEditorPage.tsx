import { useListAdminLegalPagesQuery, useUpdateAdminLegalPageMutation, type AdminLegalPage } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { EmptyState } from '@shop/ui/EmptyState';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { RichTextEditor } from '@shop/ui/RichTextEditor';
import { Spinner } from '@shop/ui/Spinner';
import { Stack } from '@shop/ui/Stack';
import { TextField } from '@shop/ui/TextField';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useParams } from 'react-router-dom';
import { legalPageEditorCopy as copy } from '../../copy/content';
import { serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { SaveProblem } from '../../features/forms/SaveProblem';
import { usePageTitle } from '../../features/page/usePageTitle';
import { notify } from '../../features/toasts';

const words = { unreachable: copy.unreachable, unexpected: copy.unexpected };
const FIELD_LABELS: Record<string, string> = { title: copy.fields.title, content: copy.fields.content, version: copy.conflictTitle };

/** /admin/legal-pages/:slug. The four pages are few and small: the list's answer holds them all. */
export function LegalPageEditorPage() {
  const { slug } = useParams();
  const list = useListAdminLegalPagesQuery();
  const page = list.data?.find((candidate) => candidate.slug === slug);
  usePageTitle(page ? copy.editTitle(page.title) : copy.loading);

  if (list.isError) return <LoadFailed message={copy.loadFailed} onRetry={() => void list.refetch()} isRetrying={list.isFetching} retryLabel={copy.reload} />;
  if (!list.data) return <Spinner label={copy.loading} />;
  if (!page) return <EmptyState headingLevel={1} title={copy.notFound} action={<LinkButton href="/legal-pages">{copy.back}</LinkButton>} />;
  // A new key after a save or reload: the editor starts again from the stored (cleaned) text.
  return <LegalPageEditor key={`${page.slug}-${page.version}`} page={page} onReload={() => void list.refetch()} />;
}

function LegalPageEditor({ page, onReload }: { page: AdminLegalPage; onReload: () => void }) {
  const [update, updating] = useUpdateAdminLegalPageMutation();
  const [title, setTitle] = useState(page.title);
  const [content, setContent] = useState(page.content);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const errorOf = (field: string) => problem?.errors[field]?.join(' ');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    try {
      await update({ slug: page.slug, adminLegalPageInput: { title: title.trim(), content, version: page.version } }).unwrap();
      notify.success(copy.saved);
    } catch (error) {
      setProblem(serverProblem(error, words));
    }
  };

  return (
    <Stack gap="6">
      <PageHeader
        title={copy.editTitle(page.title)}
        actions={
          <LinkButton href="/legal-pages" variant="secondary">
            {copy.back}
          </LinkButton>
        }
      />
      {problem && <SaveProblem problem={problem} fieldLabels={FIELD_LABELS} words={copy} onReload={onReload} />}
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" aria-label={copy.editTitle(page.title)}>
        <Stack gap="5">
          <TextField name="title" label={copy.fields.title} isRequired value={title} onChange={setTitle} isInvalid={Boolean(errorOf('title'))} errorMessage={errorOf('title')} />
          <RichTextEditor
            label={copy.fields.content}
            description={copy.fields.contentHelp}
            defaultValue={content}
            onChange={setContent}
            errorMessage={errorOf('content')}
            headingLevels={[2, 3]}
          />
          <Inline>
            <Button type="submit" isPending={updating.isLoading} pendingLabel={copy.saving}>
              {copy.save}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Stack>
  );
}
