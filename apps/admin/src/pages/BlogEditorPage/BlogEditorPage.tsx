import { useCreateAdminBlogMutation, useGetAdminBlogQuery, useUpdateAdminBlogMutation, type AdminBlog } from '@shop/api-client/admin';
import { Checkbox } from '@shop/ui/Checkbox';
import { EditorForm } from '@shop/ui/EditorForm';
import { LinkButton } from '@shop/ui/LinkButton';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { blogEditorCopy as copy } from '../../copy/content';
import { translationCopy } from '../../copy/translation';
import { ContentField } from '../../features/content/ContentField';
import { useUploadImage } from '../../features/content/useUploadImage';
import { SaveProblem } from '../../features/forms/SaveProblem';
import { useSaveAttempt } from '../../features/forms/useSaveAttempt';
import { EditorPage } from '../../features/page/EditorPage';
import { WhenLoaded } from '../../features/page/WhenLoaded';
import { usePageTitle } from '../../features/page/usePageTitle';
import { notify } from '../../features/toasts';

const words = { unreachable: copy.unreachable, unexpected: copy.unexpected };
const FIELD_LABELS: Record<string, string> = { slug: copy.fields.slug, content: copy.fields.content, hidden: copy.fields.hidden, version: copy.conflictTitle };

/** /admin/blogs/new and /admin/blogs/:blogId. */
export function BlogEditorPage() {
  const { blogId } = useParams();
  const id = blogId && /^\d+$/.test(blogId) ? Number(blogId) : undefined;
  const blog = useGetAdminBlogQuery({ blogId: id ?? 0 }, { skip: id === undefined });
  usePageTitle(id === undefined ? copy.newTitle : blog.data ? copy.editTitle(blog.data.title) : copy.loading);

  if (id === undefined) return <BlogEditor key="new" blog={undefined} onReload={() => undefined} />;
  // A new key after a save or reload: the editor starts again from the stored (cleaned) text.
  return (
    <WhenLoaded query={blog} words={{ ...copy, retry: copy.reload }}>
      {(saved) => <BlogEditor key={`${saved.id}-${saved.version}`} blog={saved} onReload={() => void blog.refetch()} />}
    </WhenLoaded>
  );
}

function BlogEditor({ blog, onReload }: { blog: AdminBlog | undefined; onReload: () => void }) {
  const navigate = useNavigate();
  const [create, creating] = useCreateAdminBlogMutation();
  const [update, updating] = useUpdateAdminBlogMutation();
  const uploadImage = useUploadImage(copy.uploadFailed);
  const [slug, setSlug] = useState(blog?.slug ?? '');
  const [content, setContent] = useState(blog?.content ?? '');
  const [hidden, setHidden] = useState(blog?.hidden ?? false);
  const { problem, attempt } = useSaveAttempt(words);
  const errorOf = (field: string) => problem?.errors[field]?.join(' ');

  const submit = async () => {
    const body = { slug: slug.trim(), content, hidden };
    await attempt(async () => {
      if (blog) {
        await update({ blogId: blog.id, adminBlogInput: { ...body, version: blog.version } }).unwrap();
        notify.success(copy.saved);
      } else {
        const created = await create({ adminBlogInput: body }).unwrap();
        notify.success(copy.created);
        navigate(`/blogs/${created.id}`, { replace: true });
      }
    });
  };

  const title = blog ? copy.editTitle(blog.title) : copy.newTitle;
  return (
    <EditorPage
      title={title}
      back={{ href: '/blogs', label: copy.back }}
      actions={
        blog && (
          <LinkButton href={`/blogs/${blog.id}/hindi`} variant="secondary">
            {translationCopy.link}
          </LinkButton>
        )
      }
    >
      <EditorForm
        label={title}
        onSubmit={() => void submit()}
        problem={problem && <SaveProblem problem={problem} fieldLabels={FIELD_LABELS} words={copy} onReload={onReload} />}
        saveLabel={copy.save}
        savingLabel={copy.saving}
        isSaving={creating.isLoading || updating.isLoading}
        gap="5"
      >
        <TextField
          name="slug"
          label={copy.fields.slug}
          description={copy.fields.slugHelp}
          isRequired
          value={slug}
          onChange={setSlug}
          isInvalid={Boolean(errorOf('slug'))}
          errorMessage={errorOf('slug')}
        />
        <ContentField words={copy} initialValue={content} onChange={setContent} errorMessage={errorOf('content')} uploadImage={uploadImage} />
        <Checkbox isSelected={hidden} onChange={setHidden} description={copy.fields.hiddenHelp}>
          {copy.fields.hidden}
        </Checkbox>
      </EditorForm>
    </EditorPage>
  );
}
