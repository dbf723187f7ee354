import { useUploadMediaMutation, type AdminProductImage } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { FieldGroup } from '@shop/ui/FieldGroup';
import { Inline } from '@shop/ui/Inline';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { DropZone, type DropZoneProps } from 'react-aria-components/DropZone';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { productEditorCopy } from '../../copy/catalog';

const copy = productEditorCopy.photos;
const MAX_PHOTOS = 5;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

interface PhotoListProps {
  photos: AdminProductImage[];
  onChange: (photos: AdminProductImage[]) => void;
  /** The server's messages by field (`images`, `images.0.alt`, …). */
  errors: Record<string, string[]>;
}

/**
 * A product's photos in order: upload by file picker (a button, the keyboard path) or by dropping files on
 * the drop zone, alt text per photo (required), Move up / Move down buttons whose result is announced,
 * Remove, and Add by address. Saving the product saves the list as shown.
 */
export function PhotoList({ photos, onChange, errors }: PhotoListProps) {
  const [url, setUrl] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [uploadMedia, uploading] = useUploadMediaMutation();
  const [uploadProblem, setUploadProblem] = useState('');

  const upload = async (files: File[]) => {
    setUploadProblem('');
    const room = MAX_PHOTOS - photos.length;
    let added = [...photos];
    for (const file of files.slice(0, room)) {
      try {
        const media = await uploadMedia({ body: file, 'X-Filename': encodeURIComponent(file.name) }).unwrap();
        added = [...added, { url: media.url, alt: '', media_id: media.id }];
        onChange(added);
        setAnnouncement(copy.uploaded(file.name));
      } catch (error) {
        const detail = (error as { data?: { detail?: unknown } }).data?.detail;
        setUploadProblem(typeof detail === 'string' ? `${file.name}: ${detail}` : copy.uploadFailed(file.name));
      }
    }
    if (files.length > room) setUploadProblem(copy.full);
  };
  const onDrop: NonNullable<DropZoneProps['onDrop']> = async (event) => {
    const files = await Promise.all(
      event.items.flatMap((item) => (item.kind === 'file' && IMAGE_TYPES.includes(item.type) ? [item.getFile()] : [])),
    );
    await upload(files);
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...photos];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
    setAnnouncement(copy.moved(index + by + 1));
  };
  const remove = (index: number) => {
    onChange(photos.filter((_, i) => i !== index));
    setAnnouncement(copy.removed);
  };
  const add = () => {
    const address = url.trim();
    if (address === '' || photos.length >= MAX_PHOTOS) return;
    onChange([...photos, { url: address, alt: '', media_id: null }]);
    setUrl('');
  };

  return (
    <FieldGroup legend={productEditorCopy.groups.photos} description={copy.help} errorMessage={errors.images?.join(' ')}>
      <Stack gap="3">
        {photos.length === 0 ? <Text tone="muted">{copy.none}</Text> : null}
        <Stack as="ol" gap="3" aria-label={copy.listLabel}>
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <Surface as="li" key={`${photo.url}-${index}`} variant="outlined" padding="sm">
                <Inline gap="3" alignY="center" wrap>
                  <img src={photo.url} alt="" width={72} height={72} style={{ objectFit: 'cover', borderRadius: 4 }} />
                  <TextField
                    label={copy.alt(n)}
                    value={photo.alt}
                    isRequired
                    onChange={(alt) => onChange(photos.map((other, i) => (i === index ? { ...other, alt } : other)))}
                    isInvalid={Boolean(errors[`images.${index}.alt`])}
                    errorMessage={errors[`images.${index}.alt`]?.join(' ')}
                  />
                  <Inline gap="2">
                    <Button size="sm" variant="secondary" aria-label={copy.moveUp(n)} isDisabled={index === 0} onPress={() => move(index, -1)}>
                      ↑
                    </Button>
                    <Button size="sm" variant="secondary" aria-label={copy.moveDown(n)} isDisabled={index === photos.length - 1} onPress={() => move(index, 1)}>
                      ↓
                    </Button>
                    <Button size="sm" variant="secondary" aria-label={copy.remove(n)} onPress={() => remove(index)}>
                      ✕
                    </Button>
                  </Inline>
                </Inline>
              </Surface>
            );
          })}
        </Stack>
        {photos.length < MAX_PHOTOS ? (
          <DropZone aria-label={copy.dropZone} onDrop={(event) => void onDrop(event)} style={{ border: '2px dashed currentColor', borderRadius: 8, padding: 16 }}>
            <Inline gap="3" alignY="center" wrap>
              <FileTrigger acceptedFileTypes={IMAGE_TYPES} allowsMultiple onSelect={(files) => void upload(files ? [...files] : [])}>
                <Button variant="secondary" isPending={uploading.isLoading} pendingLabel={copy.uploading}>
                  {copy.choose}
                </Button>
              </FileTrigger>
              <Text tone="muted">{copy.dropHint}</Text>
            </Inline>
          </DropZone>
        ) : null}
        {uploadProblem ? (
          <Text tone="critical" role="alert">
            {uploadProblem}
          </Text>
        ) : null}
        {photos.length < MAX_PHOTOS ? (
          <Inline gap="3" alignY="bottom" wrap>
            <TextField label={copy.url} description={copy.urlHelp} value={url} onChange={setUrl} />
            <Button variant="secondary" onPress={add} isDisabled={url.trim() === ''}>
              {copy.add}
            </Button>
          </Inline>
        ) : (
          <Text tone="muted">{copy.full}</Text>
        )}
        <div role="status" aria-live="polite">
          <Text size="sm" tone="muted">
            {announcement}
          </Text>
        </div>
      </Stack>
    </FieldGroup>
  );
}
