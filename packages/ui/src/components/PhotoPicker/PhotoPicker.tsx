import { useState } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Button } from '../Button';
import { Text } from '../Text';
import * as styles from './PhotoPicker.css';
import { useUiWords } from '../../words/UiWords';
import { photoPickerWords, type PhotoPickerLabels } from './photoPickerWords';

/** A photo once uploaded: its key in the list (an id, a claim) and where to show it. */
export type { PhotoPickerLabels };

export interface PickedPhoto {
  key: string | number;
  url: string;
}



export const PHOTO_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

export interface PhotoPickerProps<T extends PickedPhoto> {
  /** The fieldset's legend, e.g. "Photos". */
  legend: string;
  /** Under the legend: how many, of what. */
  description?: string;
  /** The photos chosen so far (controlled). */
  photos: readonly T[];
  onChange: (photos: T[]) => void;
  /** Uploads one file and answers the photo; a rejection shows `photoFailed` and the next file goes on. */
  onAddPhoto: (file: File) => Promise<T>;
  /** At most this many; the add button goes once the list is full. */
  maxPhotos?: number;
  /** The form's own message about the photos (required, refused by the server). */
  errorMessage?: string;
  labels?: Partial<PhotoPickerLabels>;
}

/**
 * Photos a shopper adds to a request (a return's, a quote's site): a fieldset named by its legend, the thumbnails
 * chosen so far each with its remove button, and "Add photos", which opens the file chooser (several at once) and
 * uploads them one by one as they come. A file that fails says so by name, in an alert, and the rest go on.
 */
export function PhotoPicker<T extends PickedPhoto>({ legend, description, photos, onChange, onAddPhoto, maxPhotos = 5, errorMessage, labels }: PhotoPickerProps<T>) {
  const words = { ...useUiWords('photoPicker', photoPickerWords), ...labels };
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (files: File[]) => {
    setProblem(null);
    setUploading(true);
    try {
      let added = [...photos];
      for (const file of files.slice(0, maxPhotos - photos.length)) {
        try {
          added = [...added, await onAddPhoto(file)];
          onChange(added);
        } catch {
          setProblem(words.photoFailed(file.name));
        }
      }
    } finally {
      setUploading(false);
    }
  };

  // A file refused just now, and the form's own word on the photos, both stand until the next try.
  const alert = [problem, errorMessage].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {description && (
        <Text size="sm" tone="muted">
          {description}
        </Text>
      )}
      {photos.length > 0 && (
        <ul className={styles.photos}>
          {photos.map((photo, index) => (
            <li key={photo.key} className={styles.photo}>
              <img src={photo.url} alt={words.photoAlt(index + 1)} width={72} height={72} className={styles.thumb} />
              <Button size="sm" variant="secondary" aria-label={words.removePhoto(index + 1)} onPress={() => onChange(photos.filter((other) => other.key !== photo.key))}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < maxPhotos && (
        <div>
          <FileTrigger acceptedFileTypes={PHOTO_FILE_TYPES} allowsMultiple onSelect={(files) => void add(files ? [...files] : [])}>
            <Button variant="secondary" isPending={isUploading} pendingLabel={words.uploading}>
              {words.addPhoto}
            </Button>
          </FileTrigger>
        </div>
      )}
      {alert && (
        <Text size="sm" tone="critical" role="alert">
          {alert}
        </Text>
      )}
    </fieldset>
  );
}
