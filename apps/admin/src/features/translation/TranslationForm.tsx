import { Checkbox } from '@shop/ui/Checkbox';
import { EditorForm } from '@shop/ui/EditorForm';
import { Accordion, AccordionItem } from '@shop/ui/Accordion';
import { Inline } from '@shop/ui/Inline';
import { Prose } from '@shop/ui/Prose';
import { RichTextEditor } from '@shop/ui/RichTextEditor';
import { Stack } from '@shop/ui/Stack';
import { StatusBadge } from '@shop/ui/StatusBadge';
import { Text } from '@shop/ui/Text';
import { TextArea } from '@shop/ui/TextArea';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { translationCopy as copy } from '../../copy/translation';
import { SaveProblem } from '../forms/SaveProblem';
import { useSaveAttempt } from '../forms/useSaveAttempt';
import { notify } from '../toasts';
import * as styles from './TranslationForm.css';

const words = { unreachable: copy.unreachable, unexpected: copy.unexpected };

/** One text to translate: a line, a box of `rows` lines, or rich HTML in the editor the English is written in. */
export interface TranslatedFieldView {
  name: string;
  label: string;
  format: 'text' | 'html';
  rows?: number;
  /** How the text is written, where that needs saying (a FAQ answer's marks). */
  help?: string;
  /** For rich HTML: the headings the editor offers, as the English's editor does. */
  headingLevels?: readonly (1 | 2 | 3)[];
}

/** A translation as stored, whatever it translates (the API's product and generic translations alike). */
interface StoredTranslation {
  texts: Readonly<Record<string, string | null | undefined>>;
  english: Readonly<Record<string, string | null | undefined>>;
  stale_fields: readonly string[];
}

interface TranslationFormProps {
  /** The form's accessible name: what it translates. */
  label: string;
  fields: readonly TranslatedFieldView[];
  stored: StoredTranslation;
  /** Saves every text (blank ones are no translation) and the flagged ones staff checked as still right. */
  onSave: (texts: Record<string, string>, checkedFields: string[]) => Promise<unknown>;
  isSaving: boolean;
  onReload: () => void;
}

/**
 * Each text in Hindi beside its English (shown under the field), flagged where the English changed since it was
 * translated, with the choice to keep it as still right. Keyed by the caller on the stored translation, so that after
 * a save it starts again from what was stored.
 */
export function TranslationForm({ label, fields, stored, onSave, isSaving, onReload }: TranslationFormProps) {
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map(({ name }) => [name, stored.texts[name] ?? ''])),
  );
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const { problem, attempt } = useSaveAttempt(words);
  const errorOf = (field: string) => problem?.errors[`texts.${field}`]?.join(' ');
  const fieldLabels = Object.fromEntries(fields.map((field) => [`texts.${field.name}`, field.label]));

  const submit = () =>
    attempt(async () => {
      await onSave(texts, [...checked]);
      notify.success(copy.saved);
    });

  const check = (field: string, isChecked: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (isChecked) next.add(field);
      else next.delete(field);
      return next;
    });

  return (
    <EditorForm
      label={label}
      onSubmit={() => void submit()}
      problem={problem && <SaveProblem problem={problem} fieldLabels={fieldLabels} words={copy} onReload={onReload} />}
      saveLabel={copy.save}
      savingLabel={copy.saving}
      isSaving={isSaving}
      gap="6"
    >
      {fields.map((field) => {
        const english = stored.english[field.name] ?? '';
        const onChange = (value: string) => setTexts((current) => ({ ...current, [field.name]: value }));
        return (
          <Stack key={field.name} gap="2">
            {stored.stale_fields.includes(field.name) && (
              <Inline gap="3" alignY="center" wrap>
                <StatusBadge tone="warning" icon="alert">
                  {copy.stale}
                </StatusBadge>
                <Checkbox isSelected={checked.has(field.name)} onChange={(isChecked) => check(field.name, isChecked)} description={copy.stillRightHelp}>
                  {`${copy.stillRight}: ${field.label}`}
                </Checkbox>
              </Inline>
            )}
            <TranslatedText field={field} english={english} value={texts[field.name] ?? ''} onChange={onChange} errorMessage={errorOf(field.name)} />
          </Stack>
        );
      })}
    </EditorForm>
  );
}

interface TranslatedTextProps {
  field: TranslatedFieldView;
  english: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
}

/** A line or a box with its English under it; or the rich-text editor, the English (too long to sit under it) below. */
function TranslatedText({ field, english, value, onChange, errorMessage }: TranslatedTextProps) {
  if (field.format === 'html') {
    return (
      <>
        <RichTextEditor
          label={field.label}
          description={copy.englishBelow}
          defaultValue={value}
          onChange={onChange}
          errorMessage={errorMessage}
          headingLevels={field.headingLevels}
        />
        <Accordion headingLevel={3}>
          <AccordionItem id="english" title={copy.englishOf(field.label)}>
            <Prose variant="document" sanitizedHtml={english} />
          </AccordionItem>
        </Accordion>
      </>
    );
  }
  if (field.help) {
    // Text of several lines: the English keeps its line breaks below the box, not squeezed into its description.
    return (
      <>
        <TextArea name={field.name} label={field.label} description={`${field.help} ${copy.englishBelow}`} value={value} onChange={onChange} isInvalid={Boolean(errorMessage)} errorMessage={errorMessage} rows={field.rows ?? 6} />
        <Accordion headingLevel={3}>
          <AccordionItem id="english" title={copy.englishOf(field.label)}>
            <Text className={styles.englishLines}>{english}</Text>
          </AccordionItem>
        </Accordion>
      </>
    );
  }
  const props = { name: field.name, label: field.label, description: copy.english(english), value, onChange, isInvalid: Boolean(errorMessage), errorMessage };
  return field.rows ? <TextArea {...props} rows={field.rows} /> : <TextField {...props} />;
}
