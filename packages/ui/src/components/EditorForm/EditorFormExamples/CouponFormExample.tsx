import { useState } from 'react';
import { Button } from '../../Button/Button';
import { FormErrorSummary } from '../../FormErrorSummary/FormErrorSummary';
import { Inline } from '../../Inline/Inline';
import { MoneyField } from '../../MoneyField/MoneyField';
import { Stack } from '../../Stack/Stack';
import { TextField } from '../../TextField/TextField';
import { EditorForm, EditorSection } from '../EditorForm';

interface Props {
  /** The coupon's code as saved, and as a colleague saved it meanwhile. */
  savedCode?: string;
  theirCode?: string;
  /** The first save is refused because a colleague saved first; the second goes through. */
  conflictsFirst?: boolean;
  /** The save is still under way. */
  isSaving?: boolean;
  onSave?: (code: string) => void;
  onReload?: () => void;
}

/** A coupon's editor as a back-office page holds it: its fields, the save, and a colleague's save first. Stories only. */
export function CouponFormExample({ savedCode = 'DIWALI10', theirCode = 'DIWALI15', conflictsFirst = false, isSaving = false, onSave, onReload }: Props) {
  const [code, setCode] = useState(savedCode);
  const [minimumPaise, setMinimumPaise] = useState<number | null>(99900);
  const [conflict, setConflict] = useState(false);
  const [refusedOnce, setRefusedOnce] = useState(false);

  const save = () => {
    if (conflictsFirst && !refusedOnce) {
      setRefusedOnce(true);
      setConflict(true);
      return;
    }
    onSave?.(code);
  };

  return (
    <EditorForm
      label={`Edit coupon ${savedCode}`}
      onSubmit={save}
      problem={
        conflict && (
          <Stack gap="2">
            <FormErrorSummary
              title="Someone else changed this in the meantime"
              detail="This coupon was changed by someone else after you opened it."
              errors={{ version: ['Load their version, then make your change again.'] }}
            />
            <Inline>
              <Button
                variant="secondary"
                onPress={() => {
                  setConflict(false);
                  setCode(theirCode);
                  onReload?.();
                }}
              >
                Reload
              </Button>
            </Inline>
          </Stack>
        )
      }
      saveLabel="Save coupon"
      savingLabel="Saving…"
      isSaving={isSaving}
      saveSize="lg"
    >
      <EditorSection legend="Coupon">
        <TextField name="code" label="Code" description="What shoppers type at the cart." isRequired value={code} onChange={setCode} />
      </EditorSection>
      <EditorSection legend="Who may use it" description="An order must reach this amount before the coupon applies.">
        <MoneyField name="min_order_paise" label="Minimum order" isRequired value={minimumPaise} onChange={setMinimumPaise} />
      </EditorSection>
    </EditorForm>
  );
}
