import { useState } from 'react';
import { DropZone, type DropZoneProps } from 'react-aria-components/DropZone';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Button } from '../Button/Button';
import { FieldGroup } from '../FieldGroup/FieldGroup';
import { TrashIcon } from '../Icon';
import { TextField } from '../TextField/TextField';
import * as styles from './ImageListEditor.css';

/** What the editor needs of an image; the caller's type may carry more (an upload id), kept as it is. */
export interface EditableImage {
  url: string;
  alt: string;
}

export interface ImageListEditorCopy {
  listLabel: string;
  none: string;
  choose: string;
  uploading: string;
  dropZone: string;
  dropHint: string;
  full: string;
  alt: (position: number) => string;
  moveUp: (position: number) => string;
  moveDown: (position: number) => string;
  remove: (position: number) => string;
  moved: (position: number) => string;
  removed: string;
  uploaded: (fileName: string) => string;
  uploadFailed: (fileName: string) => string;
  notImage: (fileName: string) => string;
}

export const defaultImageListEditorCopy: ImageListEditorCopy = {
  listLabel: 'Photos',
  none: 'No photos yet.',
  choose: 'Choose photos…',
  uploading: 'Uploading…',
  dropZone: 'Drop photos here',
  dropHint: 'or drop them here (JPEG, PNG, WebP, AVIF or GIF).',
  full: 'This list is full.',
  alt: (n) => `Alt text of photo ${n}`,
  moveUp: (n) => `Move photo ${n} up`,
  moveDown: (n) => `Move photo ${n} down`,
  remove: (n) => `Remove photo ${n}`,
  moved: (n) => `Photo moved to position ${n}.`,
  removed: 'Photo removed.',
  uploaded: (name) => `${name} uploaded. Write its alt text.`,
  uploadFailed: (name) => `${name} could not be uploaded. Try again.`,
  notImage: (name) => `${name} is not a photo this list takes.`,
};

export const IMAGE_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

export interface ImageListEditorProps<T extends EditableImage> {
  /** The fieldset's legend, e.g. "Photos". */
  legend: string;
  description?: string;
  images: readonly T[];
  onChange: (images: T[]) => void;
  /**
   * Sends one file away (to the server) and answers the image to add, with empty alt text; a rejection's
   * `message` is shown beside the file's name. Files go one at a time, in the order chosen.
   */
  upload: (file: File) => Promise<T>;
  maxImages?: number;
  acceptedFileTypes?: readonly string[];
  /** A problem with the whole list (e.g. the server's for `images`). */
  errorMessage?: string;
  /** A problem with one image's alt text, by its index (e.g. the server's for `images.0.alt`). */
  altErrorOf?: (index: number) => string | undefined;
  copy?: Partial<ImageListEditorCopy>;
}

/**
 * An ordered list of images, each with its alt text (required): add files with the file picker (a button,
 * the keyboard's way) or by dropping them on the drop zone; reorder with Move up / Move down buttons and
 * remove, each result announced in a polite live region. The first image is the main one. It holds no
 * images itself: `images` and `onChange` are the caller's, and `upload` sends each file where it goes.
 */
export function ImageListEditor<T extends EditableImage>({
  legend,
  description,
  images,
  onChange,
  upload,
  maxImages = 5,
  acceptedFileTypes = IMAGE_FILE_TYPES,
  errorMessage,
  altErrorOf = () => undefined,
  copy: copyOverrides,
}: ImageListEditorProps<T>) {
  const copy = { ...defaultImageListEditorCopy, ...copyOverrides };
  const [announcement, setAnnouncement] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [isUploading, setUploading] = useState(false);
  const room = maxImages - images.length;

  const add = async (files: File[]) => {
    const found: string[] = [];
    const wanted = files.filter((file) => {
      const taken = acceptedFileTypes.includes(file.type);
      if (!taken) found.push(copy.notImage(file.name));
      return taken;
    });
    if (wanted.length > room) found.push(copy.full);
    setProblems(found);
    setUploading(true);
    let next = [...images];
    try {
      for (const file of wanted.slice(0, room)) {
        try {
          next = [...next, await upload(file)];
          onChange(next);
          setAnnouncement(copy.uploaded(file.name));
        } catch (error) {
          const message = error instanceof Error && error.message ? `${file.name}: ${error.message}` : copy.uploadFailed(file.name);
          found.push(message);
          setProblems([...found]);
        }
      }
    } finally {
      setUploading(false);
    }
  };

  const onDrop: NonNullable<DropZoneProps['onDrop']> = async (event) => {
    const files = await Promise.all(event.items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])));
    await add(files);
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...images];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
    setAnnouncement(copy.moved(index + by + 1));
  };

  const remove = (index: number) => {
    onChange(images.filter((_, other) => other !== index));
    setAnnouncement(copy.removed);
  };

  const setAlt = (index: number, alt: string) => onChange(images.map((image, other) => (other === index ? { ...image, alt } : image)));

  return (
    <FieldGroup legend={legend} description={description} errorMessage={errorMessage}>
      {images.length === 0 ? <p className={styles.hint}>{copy.none}</p> : null}
      <ol className={styles.list} aria-label={copy.listLabel}>
        {images.map((image, index) => {
          const n = index + 1;
          const altError = altErrorOf(index);
          return (
            <li key={`${image.url}-${index}`} className={styles.item}>
              <img className={styles.thumb} src={image.url} alt="" width={72} height={72} />
              <TextField
                className={styles.alt}
                label={copy.alt(n)}
                value={image.alt}
                isRequired
                onChange={(alt) => setAlt(index, alt)}
                isInvalid={altError !== undefined}
                errorMessage={altError}
              />
              <div className={styles.actions}>
                <Button size="sm" variant="secondary" aria-label={copy.moveUp(n)} isDisabled={index === 0} onPress={() => move(index, -1)}>
                  ↑
                </Button>
                <Button size="sm" variant="secondary" aria-label={copy.moveDown(n)} isDisabled={index === images.length - 1} onPress={() => move(index, 1)}>
                  ↓
                </Button>
                <Button size="sm" variant="secondary" aria-label={copy.remove(n)} onPress={() => remove(index)}>
                  <TrashIcon />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {room > 0 ? (
        <DropZone className={styles.dropZone} aria-label={copy.dropZone} onDrop={(event) => void onDrop(event)}>
          <FileTrigger acceptedFileTypes={[...acceptedFileTypes]} allowsMultiple onSelect={(files) => void add(files ? [...files] : [])}>
            <Button variant="secondary" isPending={isUploading} pendingLabel={copy.uploading}>
              {copy.choose}
            </Button>
          </FileTrigger>
          <span className={styles.hint}>{copy.dropHint}</span>
        </DropZone>
      ) : (
        <p className={styles.hint}>{copy.full}</p>
      )}
      {problems.length > 0 ? (
        <p className={styles.problem} role="alert">
          {problems.join(' ')}
        </p>
      ) : null}
      <p className={styles.status} role="status" aria-live="polite">
        {announcement}
      </p>
    </FieldGroup>
  );
}
