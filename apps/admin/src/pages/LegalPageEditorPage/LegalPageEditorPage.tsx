import { useListAdminLegalPagesQuery, useUpdateAdminLegalPageMutation, type AdminLegalPage } from '@shop/api-client/admin';
import { EditorForm } from '@shop/ui/EditorForm';
import { EmptyState } from '@shop/ui/EmptyState';
import { LinkButton } from '@shop/ui/LinkButton';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { legalPageEditorCopy as copy } from '../../copy/content';
import { translationCopy } from '../../copy/translation';
import { ContentField } from '../../features/content/ContentField';
import { SaveProblem } from '../../features/forms/SaveProblem';
import { useSaveAttempt } from '../../features/forms/useSaveAttempt';
import { EditorPage } from '../../features/page/EditorPage';
import { WhenLoaded } from '../../features/page/WhenLoaded';
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

  return (
    <WhenLoaded query={list} words={{ ...copy, retry: copy.reload }}>
      {() =>
        page ? (
          // A new key after a save or reload: the editor starts again from the stored (cleaned) text.
          <LegalPageEditor key={`${page.slug}-${page.version}`} page={page} onReload={() => void list.refetch()} />
        ) : (
          <EmptyState headingLevel={1} title={copy.notFound} action={<LinkButton href="/legal-pages">{copy.back}</LinkButton>} />
        )
      }
    </WhenLoaded>
  );
}

function LegalPageEditor({ page, onReload }: { page: AdminLegalPage; onReload: () => void }) {
  const [update, updating] = useUpdateAdminLegalPageMutation();
  const [title, setTitle] = useState(page.title);
  const [content, setContent] = useState(page.content);
  const { problem, attempt } = useSaveAttempt(words);
  const errorOf = (field: string) => problem?.errors[field]?.join(' ');

  const submit = () =>
    attempt(async () => {
      await update({ slug: page.slug, adminLegalPageInput: { title: title.trim(), content, version: page.version } }).unwrap();
      notify.success(copy.saved);
    });

  return (
    <EditorPage
      title={copy.editTitle(page.title)}
      back={{ href: '/legal-pages', label: copy.back }}
      actions={
        <LinkButton href={`/legal-pages/${page.slug}/hindi`} variant="secondary">
          {translationCopy.link}
        </LinkButton>
      }
    >
      <EditorForm
        label={copy.editTitle(page.title)}
        onSubmit={() => void submit()}
        problem={problem && <SaveProblem problem={problem} fieldLabels={FIELD_LABELS} words={copy} onReload={onReload} />}
        saveLabel={copy.save}
        savingLabel={copy.saving}
        isSaving={updating.isLoading}
        gap="5"
      >
        <TextField name="title" label={copy.fields.title} isRequired value={title} onChange={setTitle} isInvalid={Boolean(errorOf('title'))} errorMessage={errorOf('title')} />
        <ContentField words={copy} initialValue={content} onChange={setContent} errorMessage={errorOf('content')} headingLevels={[2, 3]} />
      </EditorForm>
    </EditorPage>
  );
}
