import { useUpdateReturnSettingsMutation, type ReturnSettings } from '@shop/api-client/admin';
import { Checkbox } from '@shop/ui/Checkbox';
import { CheckboxGroup } from '@shop/ui/CheckboxGroup';
import { EditorForm, EditorSection } from '@shop/ui/EditorForm';
import { NumberField } from '@shop/ui/NumberField';
import { Stack } from '@shop/ui/Stack';
import { useState } from 'react';
import { returnSettingsCopy as copy } from '../../copy/returnSettings';
import { CategoryChoice } from '../../features/forms/CategoryChoice';
import { ProductChoice } from '../../features/forms/ProductChoice';
import { useCheckedForm } from '../../features/forms/useCheckedForm';
import { REPLACEMENT_REASONS, returnSettingsUpdate, toReturnSettingsForm } from '../../features/settings/returnSettingsForm';
import { notify } from '../../features/toasts';

/**
 * The owner's form of the return settings, saved whole with the version read: a colleague's save meanwhile is
 * refused (409) and SaveProblem offers theirs (`onReload` starts the form again from the server's). The server's
 * messages show in the summary and under their fields; the owner's edits stay until then.
 */
export function ReturnSettingsForm({ saved, onReload }: { saved: ReturnSettings; onReload: () => void }) {
  const [update] = useUpdateReturnSettingsMutation();
  // The version these fields were read at: the next save names it, so a colleague's save meanwhile is refused.
  const [version, setVersion] = useState(saved.version);
  const { form, setForm, set, fieldProps, editorProps } = useCheckedForm({
    initial: () => toReturnSettingsForm(saved),
    check: (typed) => returnSettingsUpdate(typed, version, copy),
    save: (request) => update({ returnSettingsUpdate: request }).unwrap(),
    onSaved: (stored) => {
      setForm(toReturnSettingsForm(stored));
      setVersion(stored.version);
      notify.success(copy.saved);
    },
    explain: copy,
    copy,
    onReload,
  });

  return (
    <EditorForm {...editorProps} saveLabel={copy.save} saveSize="lg">
      <EditorSection legend={copy.windowLegend} description={copy.windowDescription}>
        <NumberField {...fieldProps('window_days')} value={form.window_days} onChange={set('window_days')} isRequired minValue={1} maxValue={60} step={1} />
      </EditorSection>
      <EditorSection legend={copy.replacementLegend}>
        <CheckboxGroup {...fieldProps('replacement_reasons')} value={form.replacement_reasons} onChange={set('replacement_reasons')}>
          {REPLACEMENT_REASONS.map((reason) => (
            <Checkbox key={reason} value={reason}>
              {copy.reasons[reason]}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </EditorSection>
      <EditorSection legend={copy.notReturnableLegend} description={copy.notReturnableDescription}>
        <Stack gap="6">
          <CategoryChoice
            name="non_returnable_category_ids"
            value={form.non_returnable_category_ids}
            onChange={set('non_returnable_category_ids')}
            words={copy}
            description={copy.hints.non_returnable_category_ids}
          />
          <ProductChoice name="non_returnable_product_ids" value={form.non_returnable_product_ids} onChange={set('non_returnable_product_ids')} words={copy} />
        </Stack>
      </EditorSection>
    </EditorForm>
  );
}
