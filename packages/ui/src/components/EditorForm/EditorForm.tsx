import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-aria-components/Form';
import { Button } from '../Button/Button';
import { FieldGroup, type FieldGroupProps } from '../FieldGroup/FieldGroup';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Surface } from '../Surface/Surface';

export interface EditorFormProps {
  /** The form's accessible name, e.g. "Edit “Bird spikes”". */
  label: string;
  /** Called with the browser's own submission already stopped. */
  onSubmit: () => void;
  /** The server's messages by field name, shown under the fields of that `name`. */
  validationErrors?: Record<string, string | string[]>;
  /**
   * Why the last save was refused, above the form: usually a FormErrorSummary, and after a conflict (someone
   * else saved first) a button that loads their version.
   */
  problem?: ReactNode;
  /** The save button's words, e.g. "Save article". */
  saveLabel: string;
  /** Its name while the save is under way, e.g. "Saving…". */
  savingLabel: string;
  isSaving?: boolean;
  /** `lg` for a long form of several sections. */
  saveSize?: 'md' | 'lg';
  /** Buttons before the save button in the save bar, e.g. "Add a topic". */
  barActions?: ReactNode;
  /** The space between the sections: `5` for a few fields, `6` for Surfaces, `8` for long lists of fields. */
  gap?: '5' | '6' | '8';
  /** The form's sections or fields. */
  children: ReactNode;
}

/**
 * The back-office's form for one record or one group of settings: the reason the last save was refused, the
 * fields, and a save bar under them. The page around it loads the record and gives the form a new `key` when a
 * fresh copy arrives, so the form starts again from what the server holds.
 */
export function EditorForm({
  label,
  onSubmit,
  validationErrors,
  problem,
  saveLabel,
  savingLabel,
  isSaving = false,
  saveSize = 'md',
  barActions,
  gap = '6',
  children,
}: EditorFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack gap="6">
      {problem}
      <Form onSubmit={submit} validationBehavior="aria" validationErrors={validationErrors} aria-label={label}>
        <Stack gap={gap}>
          {children}
          <Inline gap="3" wrap>
            {barActions}
            <Button type="submit" size={saveSize} isPending={isSaving} pendingLabel={savingLabel}>
              {saveLabel}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Stack>
  );
}

/** One section of a long EditorForm: its fields on a Surface, under a legend. */
export function EditorSection(props: FieldGroupProps) {
  return (
    <Surface>
      <FieldGroup {...props} />
    </Surface>
  );
}
