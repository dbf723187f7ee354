import { useUploadMediaMutation } from '@shop/api-client/admin';
import type { UploadImage } from '@shop/ui/RichTextEditor';
import { useCallback } from 'react';

/**
 * The rich-text editor's picture upload, through the shop's media storage (the same one product photos
 * use): the answer's URL goes into the text; a refusal's sentence (too large, not a picture) is shown.
 */
export function useUploadImage(fallbackMessage: string): UploadImage {
  const [uploadMedia] = useUploadMediaMutation();
  return useCallback(
    async (file: File) => {
      try {
        const media = await uploadMedia({ body: file, 'X-Filename': encodeURIComponent(file.name) }).unwrap();
        return { src: media.url };
      } catch (error) {
        const detail = (error as { data?: { detail?: unknown } }).data?.detail;
        throw new Error(typeof detail === 'string' ? detail : fallbackMessage, { cause: error });
      }
    },
    [uploadMedia, fallbackMessage],
  );
}
