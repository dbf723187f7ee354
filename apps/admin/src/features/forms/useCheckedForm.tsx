import { useState } from 'react';
import { SaveProblem, type SaveProblemWords } from './SaveProblem';
import { serverFieldProps, type FieldCopy } from './serverFieldProps';
import { fieldMessages, type ProblemWords, type ServerProblem } from './serverProblem';
import { useSaveAttempt } from './useSaveAttempt';

interface CheckedFormOptions<Form, Request, Stored, Name extends string> {
  /** The fields as the form first shows them. */
  initial: () => Form;
  /** The request the fields make, or why they cannot be sent: checked here first, so the owner hears at once. */
  check: (form: Form) => { request: Request } | { problem: ServerProblem };
  save: (request: Request) => Promise<Stored>;
  onSaved: (stored: Stored) => void;
  /** Why the server refused a save (see useSaveAttempt). */
  explain: ProblemWords | ((error: unknown) => ServerProblem);
  /**
   * The editor's words: the form's name, the save button's while saving, the fields' labels and hints (keyed by the
   * server's field names, whose messages then show under the fields), and the titles of a refused save's summary.
   */
  copy: SaveProblemWords & FieldCopy<Name> & { formLabel: string; saving: string };
  /** Loads a colleague's version after a conflict. */
  onReload: () => void;
}

/**
 * A form whose fields are checked before they are sent (a coupon, a sale, the delivery settings): the fields as
 * typed, setters for one field or several, the server's messages by field, each field's props by its server name
 * (see serverFieldProps), and the props of its EditorForm, whose submit checks, saves and hands the stored record
 * to `onSaved`, and whose problem says why a save was refused.
 */
export function useCheckedForm<Form extends object, Request, Stored, Name extends string>(options: CheckedFormOptions<Form, Request, Stored, Name>) {
  const { check, save, onSaved, copy } = options;
  const [form, setForm] = useState<Form>(options.initial);
  const [isSaving, setSaving] = useState(false);
  const { problem, setProblem, attempt } = useSaveAttempt(options.explain);
  const set =
    <Field extends keyof Form>(field: Field) =>
    (value: Form[Field]) =>
      setForm((current) => ({ ...current, [field]: value }));
  const change = (changed: Partial<Form>) => setForm((current) => ({ ...current, ...changed }));
  const messages = fieldMessages(problem, Object.keys(copy.fields));

  const submit = async () => {
    const checked = check(form);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setSaving(true);
    try {
      await attempt(async () => onSaved(await save(checked.request)));
    } finally {
      setSaving(false);
    }
  };

  const editorProps = {
    label: copy.formLabel,
    onSubmit: () => void submit(),
    validationErrors: messages,
    savingLabel: copy.saving,
    isSaving,
    problem: problem && <SaveProblem problem={problem} fieldLabels={{ ...copy.fields, version: copy.conflictTitle }} words={copy} onReload={options.onReload} />,
  };
  return { form, setForm, set, change, messages, fieldProps: serverFieldProps(copy, messages), editorProps };
}
