import { normaliseIndianMobile } from '@shop/rules/patterns';
import { useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { Button } from '../../Button';
import { TextField } from '../../TextField';
import * as styles from './MobileNumber.css';

/** The words of the number's row and editor. */
export interface MobileNumberLabels {
  mobile: string;
  noMobile: string;
  /** Under the field when it was opened with Change or Add. */
  mobileDescription: string;
  change: string;
  add: string;
  save: string;
  saving: string;
  cancel: string;
  mobileMissing: string;
  mobileInvalid: string;
  /** Under the field when saving failed and the caller gave no error of its own. */
  mobileSaveFailed: string;
}

export interface MobileNumberProps {
  /** The saved ten digits, or null. */
  mobile: string | null;
  isEditing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Saves the ten digits; the editor stays open, with an error, when it rejects. */
  onSave: (mobile: string) => Promise<void>;
  /** Why the number is asked for, shown under the field instead of the usual help. */
  prompt?: string;
  /** The server's error about `mobile`. */
  error?: ReactNode;
  /** The Change / Add button, so focus can come back to it. */
  editButtonRef: Ref<HTMLButtonElement>;
  words: MobileNumberLabels;
}

/** "+91 98765 43210": the ten digits as people read them out. */
function spaced(mobile: string): string {
  return mobile.length === 10 ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
}

/**
 * The number the messages go to: shown with Change (or Add, when none is saved), or edited in place
 * with Save and Cancel. Part of MessagingPreferences; not exported by the package.
 */
export function MobileNumber({ mobile, isEditing, onEdit, onCancel, onSave, prompt, error, editButtonRef, words }: MobileNumberProps) {
  if (isEditing) return <MobileEditor mobile={mobile} onCancel={onCancel} onSave={onSave} prompt={prompt} error={error} words={words} />;
  return (
    <div className={styles.row}>
      <p className={styles.current}>
        <span className={styles.label}>{words.mobile}</span>
        {mobile ? <span className={styles.value}>{spaced(mobile)}</span> : <span className={styles.none}>{words.noMobile}</span>}
      </p>
      <Button ref={editButtonRef} variant="secondary" onPress={onEdit}>
        {mobile ? words.change : words.add}
      </Button>
    </div>
  );
}

type MobileEditorProps = Omit<MobileNumberProps, 'isEditing' | 'onEdit' | 'editButtonRef'>;

function MobileEditor({ mobile, onCancel, onSave, prompt, error, words }: MobileEditorProps) {
  const [draft, setDraft] = useState(mobile ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [hasFailed, setFailed] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const digits = normaliseIndianMobile(draft);
    if (!digits) {
      setProblem(draft.trim() === '' ? words.mobileMissing : words.mobileInvalid);
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    setFailed(false);
    setSaving(true);
    try {
      await onSave(digits);
    } catch {
      setFailed(true);
      setSaving(false);
      inputRef.current?.focus();
    }
  };

  const hasServerError = error != null && error !== false;
  const shownError = problem ?? (hasServerError ? error : hasFailed ? words.mobileSaveFailed : null);

  return (
    <form
      className={styles.editor}
      onSubmit={save}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !isSaving) onCancel();
      }}
    >
      <TextField
        label={words.mobile}
        description={prompt ?? words.mobileDescription}
        className={styles.field}
        inputRef={inputRef}
        autoFocus
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={draft}
        onChange={(text) => {
          setDraft(text);
          setProblem(null);
        }}
        isReadOnly={isSaving}
        isInvalid={shownError !== null}
        errorMessage={shownError}
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={isSaving} pendingLabel={words.saving}>
          {words.save}
        </Button>
        <Button variant="ghost" onPress={onCancel} isDisabled={isSaving}>
          {words.cancel}
        </Button>
      </div>
    </form>
  );
}
