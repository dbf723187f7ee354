import type { AdminProductImage } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { FieldGroup } from '@shop/ui/FieldGroup';
import { Inline } from '@shop/ui/Inline';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { productEditorCopy } from '../../copy/catalog';

const copy = productEditorCopy.photos;
const MAX_PHOTOS = 5;

interface PhotoListProps {
  photos: AdminProductImage[];
  onChange: (photos: AdminProductImage[]) => void;
  /** The server's messages by field (`images`, `images.0.alt`, …). */
  errors: Record<string, string[]>;
}

/**
 * A product's photos in order: alt text per photo (required), Move up / Move down buttons whose result is
 * announced, Remove, and Add by address. Saving the product saves the list as shown.
 */
export function PhotoList({ photos, onChange, errors }: PhotoListProps) {
  const [url, setUrl] = useState('');
  const [announcement, setAnnouncement] = useState('');

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
