import { useUpdateDeliverySettingsMutation, type DeliverySettings } from '@shop/api-client/admin';
import { TRACKING_STEPS } from '@shop/contracts/vocabulary';
import { Checkbox } from '@shop/ui/Checkbox';
import { CheckboxGroup } from '@shop/ui/CheckboxGroup';
import { EditorForm, EditorSection } from '@shop/ui/EditorForm';
import { FormGrid, FormGridItem } from '@shop/ui/FormGrid';
import { MoneyField } from '@shop/ui/MoneyField';
import { NumberField } from '@shop/ui/NumberField';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { useState } from 'react';
import { deliverySettingsCopy as copy } from '../../copy/deliverySettings';
import { useCheckedForm } from '../../features/forms/useCheckedForm';
import { deliverySettingsUpdate, toDeliverySettingsForm, TRANSIT_FIELDS } from '../../features/settings/deliverySettingsForm';
import { notify } from '../../features/toasts';


/**
 * The owner's form of the settings, saved whole with the version read: a colleague's save meanwhile is refused
 * (409) and SaveProblem offers theirs (`onReload` starts the form again from the server's). The server's messages
 * show in the summary and under their fields; the owner's edits stay until then.
 */
export function DeliverySettingsForm({ saved, onReload }: { saved: DeliverySettings; onReload: () => void }) {
  const [update] = useUpdateDeliverySettingsMutation();
  // The version these fields were read at: the next save names it, so a colleague's save meanwhile is refused.
  const [version, setVersion] = useState(saved.version);
  const { form, setForm, set, fieldProps, editorProps } = useCheckedForm({
    initial: () => toDeliverySettingsForm(saved),
    check: (typed) => deliverySettingsUpdate(typed, version, copy),
    save: (request) => update({ deliverySettingsUpdate: request }).unwrap(),
    onSaved: (stored) => {
      setForm(toDeliverySettingsForm(stored));
      setVersion(stored.version);
      notify.success(copy.saved);
    },
    explain: copy,
    copy,
    onReload,
  });

  // The form names its values as the server names its fields.
  const field = <Name extends keyof typeof form & keyof typeof copy.fields>(name: Name) => ({ ...fieldProps(name), value: form[name], onChange: set(name) });

  return (
    <EditorForm {...editorProps} saveLabel={copy.save} saveSize="lg">
      <EditorSection legend={copy.shippingLegend} description={copy.shippingDescription}>
        <FormGrid>
          <MoneyField {...field('shipping_fee_paise')} isRequired notAmountMessage={copy.notAmount} />
          <MoneyField {...field('free_shipping_from_paise')} notAmountMessage={copy.notAmount} />
        </FormGrid>
      </EditorSection>
      <EditorSection legend={copy.transitLegend} description={copy.transitDescription}>
        <FormGrid>
          <NumberField {...fieldProps(TRANSIT_FIELDS.min)} value={form.transit_min} onChange={set('transit_min')} minValue={1} maxValue={15} step={1} />
          <NumberField {...fieldProps(TRANSIT_FIELDS.max)} value={form.transit_max} onChange={set('transit_max')} minValue={1} maxValue={15} step={1} />
        </FormGrid>
      </EditorSection>
      <EditorSection legend={copy.cashLegend} description={copy.cashDescription}>
        <Stack gap="5">
          <Checkbox name="cod_enabled" isSelected={form.cod_enabled} onChange={set('cod_enabled')} description={copy.hints.cod_enabled(form.cod_enabled)}>
            {copy.fields.cod_enabled}
          </Checkbox>
          <FormGrid>
            <MoneyField {...field('cod_fee_paise')} isRequired notAmountMessage={copy.notAmount} />
            <MoneyField {...field('cod_max_order_paise')} isRequired notAmountMessage={copy.notAmount} />
            <NumberField {...field('cod_max_refused')} isRequired minValue={1} maxValue={100} step={1} />
            <NumberField {...field('cod_confirm_hours')} isRequired minValue={1} maxValue={168} step={1} />
          </FormGrid>
        </Stack>
      </EditorSection>
      <Surface>
        <CheckboxGroup
          name="tracking_mail_steps"
          label={copy.fields.tracking_mail_steps}
          description={copy.hints.tracking_mail_steps}
         
          value={form.tracking_mail_steps}
          onChange={set('tracking_mail_steps')}
        >
          <FormGrid>
            {TRACKING_STEPS.map((step) => (
              <FormGridItem key={step}>
                <Checkbox value={step}>{copy.steps[step]}</Checkbox>
              </FormGridItem>
            ))}
          </FormGrid>
        </CheckboxGroup>
      </Surface>
    </EditorForm>
  );
}
