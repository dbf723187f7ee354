import type { Editor } from '@tiptap/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { ErrorIcon, fieldStyles } from '../TextField/FieldParts';
import * as styles from './RichTextEditor.css';

/** Stores the file and answers the address to show it at; throws (with a message for staff) when it cannot. */
export type UploadImage = (file: File) => Promise<{ src: string }>;

interface ImagePanelProps {
  editor: Editor;
  uploadImage: UploadImage;
  onClose: () => void;
}

/**
 * Uploads a picture and puts it in the text at the caret, with the words that describe it. A group of
 * fields rather than a form: the editor usually sits inside the page's own form.
 */
export function ImagePanel({ editor, uploadImage, onClose }: ImagePanelProps) {
  const fileId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [isPending, setPending] = useState(false);

  const insert = async () => {
    if (!file) {
      setError('Choose a picture file.');
      return;
    }
    if (alt.trim() === '') {
      setAltError('Describe the picture for people who cannot see it.');
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      const { src } = await uploadImage(file);
      editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
      onClose();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'The picture could not be uploaded. Please try again.');
    } finally {
      setPending(false);
    }
  };

  const cancel = () => {
    editor.commands.focus();
    onClose();
  };
  // Enter inserts and Escape cancels, as in a dialog, without submitting the page's form.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'text') {
      event.preventDefault();
      void insert();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  return (
    <div role="group" aria-label="Picture" className={styles.panel} onKeyDown={onKeyDown}>
      <div className={fieldStyles.field}>
        <label htmlFor={fileId} className={fieldStyles.label}>
          Picture file
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className={styles.fileInput}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setError(undefined);
          }}
        />
      </div>
      <TextField
        label="Describe the picture (alt text)"
        value={alt}
        onChange={(value) => {
          setAlt(value);
          setAltError(undefined);
        }}
        isInvalid={altError !== undefined}
        errorMessage={altError}
        isRequired
      />
      {error && (
        <div id={errorId} role="alert" className={fieldStyles.error}>
          <ErrorIcon />
          <span>{error}</span>
        </div>
      )}
      <span role="status" className={fieldStyles.description}>
        {isPending ? 'Uploading the picture…' : ''}
      </span>
      <div className={styles.panelActions}>
        {/* Not the Button's pending state: that is announced by a node left behind when the panel closes. */}
        <Button size="sm" isDisabled={isPending} onPress={() => void insert()}>
          Insert picture
        </Button>
        <Button variant="ghost" size="sm" onPress={cancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
