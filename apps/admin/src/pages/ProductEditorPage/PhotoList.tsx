import { useUploadMediaMutation, type AdminProductImage } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { ImageListEditor } from '@shop/ui/ImageListEditor';
import { Inline } from '@shop/ui/Inline';
import { Stack } from '@shop/ui/Stack';
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
 * A product's photos in order (the design system's ImageListEditor): uploads go to the media endpoint,
 * and a photo already online can be added by its address. Saving the product saves the list as shown.
 */
export function PhotoList({ photos, onChange, errors }: PhotoListProps) {
  const [url, setUrl] = useState('');
  const [uploadMedia] = useUploadMediaMutation();

  const upload = async (file: File): Promise<AdminProductImage> => {
    try {
      const media = await uploadMedia({ body: file, 'X-Filename': encodeURIComponent(file.name) }).unwrap();
      return { url: media.url, alt: '', media_id: media.id };
    } catch (error) {
      // The server says what was wrong with the file (too large, not an image); the editor names the file.
      const detail = (error as { data?: { detail?: unknown } }).data?.detail;
      throw new Error(typeof detail === 'string' ? detail : '', { cause: error });
    }
  };

  const addByAddress = () => {
    const address = url.trim();
    if (address === '' || photos.length >= MAX_PHOTOS) return;
    onChange([...photos, { url: address, alt: '', media_id: null }]);
    setUrl('');
  };

  return (
    <Stack gap="3">
      <ImageListEditor
        legend={productEditorCopy.groups.photos}
        description={copy.help}
        images={photos}
        onChange={onChange}
        upload={upload}
        maxImages={MAX_PHOTOS}
        errorMessage={errors.images?.join(' ')}
        altErrorOf={(index) => errors[`images.${index}.alt`]?.join(' ')}
        copy={copy}
      />
      {photos.length < MAX_PHOTOS ? (
        <Inline gap="3" alignY="bottom" wrap>
          <TextField label={copy.url} description={copy.urlHelp} value={url} onChange={setUrl} />
          <Button variant="secondary" onPress={addByAddress} isDisabled={url.trim() === ''}>
            {copy.add}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
