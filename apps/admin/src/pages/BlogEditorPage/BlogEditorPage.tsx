import { useCreateAdminBlogMutation, useGetAdminBlogQuery, useUpdateAdminBlogMutation, type AdminBlog } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { Checkbox } from '@shop/ui/Checkbox';
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
import { useNavigate, useParams } from 'react-router-dom';
import { blogEditorCopy as copy } from '../../copy/content';
import { useUploadImage } from '../../features/content/useUploadImage';
import { serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { SaveProblem } from '../../features/forms/SaveProblem';
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
  if (blog.isError) return <LoadFailed message={copy.loadFailed} onRetry={() => void blog.refetch()} isRetrying={blog.isFetching} retryLabel={copy.reload} />;
  if (!blog.data) return <Spinner label={copy.loading} />;
  // A new key after a save or reload: the editor starts again from the stored (cleaned) text.
  return <BlogEditor key={`${blog.data.id}-${blog.data.version}`} blog={blog.data} onReload={() => void blog.refetch()} />;
}

function BlogEditor({ blog, onReload }: { blog: AdminBlog | undefined; onReload: () => void }) {
  const navigate = useNavigate();
  const [create, creating] = useCreateAdminBlogMutation();
  const [update, updating] = useUpdateAdminBlogMutation();
  const uploadImage = useUploadImage(copy.uploadFailed);
  const [slug, setSlug] = useState(blog?.slug ?? '');
  const [content, setContent] = useState(blog?.content ?? '');
  const [hidden, setHidden] = useState(blog?.hidden ?? false);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const errorOf = (field: string) => problem?.errors[field]?.join(' ');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const body = { slug: slug.trim(), content, hidden };
    try {
      if (blog) {
        await update({ blogId: blog.id, adminBlogInput: { ...body, version: blog.version } }).unwrap();
        notify.success(copy.saved);
      } else {
        const created = await create({ adminBlogInput: body }).unwrap();
        notify.success(copy.created);
        navigate(`/blogs/${created.id}`, { replace: true });
      }
    } catch (error) {
      setProblem(serverProblem(error, words));
    }
  };

  const title = blog ? copy.editTitle(blog.title) : copy.newTitle;
  return (
    <Stack gap="6">
      <PageHeader
        title={title}
        actions={
          <LinkButton href="/blogs" variant="secondary">
            {copy.back}
          </LinkButton>
        }
      />
      {problem && <SaveProblem problem={problem} fieldLabels={FIELD_LABELS} words={copy} onReload={onReload} />}
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" aria-label={title}>
        <Stack gap="5">
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
          <RichTextEditor
            label={copy.fields.content}
            description={copy.fields.contentHelp}
            defaultValue={content}
            onChange={setContent}
            errorMessage={errorOf('content')}
            uploadImage={uploadImage}
          />
          <Checkbox isSelected={hidden} onChange={setHidden} description={copy.fields.hiddenHelp}>
            {copy.fields.hidden}
          </Checkbox>
          <Inline>
            <Button type="submit" isPending={creating.isLoading || updating.isLoading} pendingLabel={copy.saving}>
              {copy.save}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Stack>
  );
}
