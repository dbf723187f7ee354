import { useCreateAdminGalleryItemMutation, useUploadMediaMutation } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { FieldGroup } from '@shop/ui/FieldGroup';
import { FormErrorSummary } from '@shop/ui/FormErrorSummary';
import { Inline } from '@shop/ui/Inline';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { TextArea } from '@shop/ui/TextArea';
import { TextField } from '@shop/ui/TextField';
import { useState, type FormEvent } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Form } from 'react-aria-components/Form';
import { galleryCopy as copy } from '../../copy/content';
import { serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const words = { unreachable: copy.unreachable, unexpected: copy.unexpected };
const FIELD_LABELS = { image: copy.file, title: copy.fields.title, description: copy.fields.description };

/** Uploads a photo through the media storage, then adds it, with its words, last in the gallery. */
export function AddPhotoForm() {
  const [uploadMedia, uploading] = useUploadMediaMutation();
  const [create, creating] = useCreateAdminGalleryItemMutation();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const errorOf = (field: string) => problem?.errors[field]?.join(' ');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setProblem({ detail: copy.errorsTitle, errors: { image: [copy.fileRequired] } });
      return;
    }
    setProblem(null);
    try {
      const media = await uploadMedia({ body: file, 'X-Filename': encodeURIComponent(file.name) }).unwrap();
      const added = await create({ adminGalleryItemInput: { image: media.url, title: title.trim(), description: description.trim() } }).unwrap();
      notify.success(copy.added(added.title));
      setFile(null);
      setTitle('');
      setDescription('');
    } catch (error) {
      setProblem(serverProblem(error, { ...words, unexpected: copy.uploadFailed }));
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" aria-label={copy.addTitle}>
      <FieldGroup legend={copy.addTitle}>
        <Stack gap="4">
          {problem && <FormErrorSummary title={copy.errorsTitle} detail={problem.detail} errors={problem.errors} fieldLabels={FIELD_LABELS} />}
          <Inline gap="3" alignY="center" wrap>
            <FileTrigger acceptedFileTypes={['image/jpeg', 'image/png', 'image/webp', 'image/avif']} onSelect={(files) => setFile(files?.[0] ?? null)}>
              <Button variant="secondary">{copy.chooseFile}</Button>
            </FileTrigger>
            <Text tone={errorOf('image') ? 'critical' : 'muted'} aria-live="polite">
              {file ? copy.chosen(file.name) : (errorOf('image') ?? copy.noFile)}
            </Text>
          </Inline>
          <TextField label={copy.fields.title} value={title} onChange={setTitle} isRequired isInvalid={Boolean(errorOf('title'))} errorMessage={errorOf('title')} />
          <TextArea
            label={copy.fields.description}
            value={description}
            onChange={setDescription}
            rows={2}
            isInvalid={Boolean(errorOf('description'))}
            errorMessage={errorOf('description')}
          />
          <Inline>
            <Button type="submit" isPending={uploading.isLoading || creating.isLoading} pendingLabel={copy.adding}>
              {copy.add}
            </Button>
          </Inline>
        </Stack>
      </FieldGroup>
    </Form>
  );
}
