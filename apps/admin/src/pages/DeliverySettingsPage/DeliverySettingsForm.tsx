import { useUpdateDeliverySettingsMutation, type DeliverySettings } from '@shop/api-client/admin';
import { TRACKING_STEPS } from '@shop/contracts/vocabulary';
import { Button } from '@shop/ui/Button';
import { Checkbox } from '@shop/ui/Checkbox';
import { CheckboxGroup } from '@shop/ui/CheckboxGroup';
import { FieldGroup } from '@shop/ui/FieldGroup';
import { FormGrid, FormGridItem } from '@shop/ui/FormGrid';
import { Inline } from '@shop/ui/Inline';
import { MoneyField } from '@shop/ui/MoneyField';
import { NumberField } from '@shop/ui/NumberField';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { deliverySettingsCopy as copy } from '../../copy/deliverySettings';
import { fieldMessages, serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { SaveProblem } from '../../features/forms/SaveProblem';
import { deliverySettingsUpdate, toDeliverySettingsForm, type DeliverySettingsForm as Fields } from '../../features/settings/deliverySettingsForm';
import { notify } from '../../features/toasts';

const FIELDS = ['shipping_fee_paise', 'free_shipping_from_paise', 'cod_enabled', 'cod_fee_paise', 'cod_max_order_paise', 'cod_max_refused', 'cod_confirm_hours', 'tracking_mail_steps'] as const;
const FIELD_LABELS: Record<string, string> = { ...copy.fields, version: copy.conflictTitle };

/**
 * The owner's form of the settings, saved whole with the version read: a colleague's save meanwhile is refused
 * (409) and SaveProblem offers theirs (`onReload` starts the form again from the server's). The server's messages
 * show in the summary and under their fields; the owner's edits stay until then.
 */
export function DeliverySettingsForm({ saved, onReload }: { saved: DeliverySettings; onReload: () => void }) {
  const [update, updating] = useUpdateDeliverySettingsMutation();
  const [form, setForm] = useState(() => toDeliverySettingsForm(saved));
  // The version these fields were read at: the next save names it, so a colleague's save meanwhile is refused.
  const [version, setVersion] = useState(saved.version);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const set = <Field extends keyof Fields>(field: Field) => (value: Fields[Field]) => setForm((current) => ({ ...current, [field]: value }));
  const messages = fieldMessages(problem, FIELDS);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = deliverySettingsUpdate(form, version, copy);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    try {
      const stored = await update({ deliverySettingsUpdate: checked.request }).unwrap();
      setForm(toDeliverySettingsForm(stored));
      setVersion(stored.version);
      notify.success(copy.saved);
    } catch (error) {
      setProblem(serverProblem(error, copy));
    }
  };

  return (
    <Stack gap="6">
      {problem && <SaveProblem problem={problem} fieldLabels={FIELD_LABELS} words={copy} onReload={onReload} />}
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" validationErrors={messages} aria-label={copy.formLabel}>
        <Stack gap="6">
          <Surface>
            <FieldGroup legend={copy.shippingLegend} description={copy.shippingDescription}>
              <FormGrid>
                <MoneyField
                  name="shipping_fee_paise"
                  label={copy.fields.shipping_fee_paise}
                  description={copy.hints.shipping_fee_paise}
                  isRequired
                  notAmountMessage={copy.notAmount}
                  value={form.shipping_fee_paise}
                  onChange={set('shipping_fee_paise')}
                  errorMessage={messages.shipping_fee_paise?.join(' ')}
                />
                <MoneyField
                  name="free_shipping_from_paise"
                  label={copy.fields.free_shipping_from_paise}
                  description={copy.hints.free_shipping_from_paise}
                  notAmountMessage={copy.notAmount}
                  value={form.free_shipping_from_paise}
                  onChange={set('free_shipping_from_paise')}
                  errorMessage={messages.free_shipping_from_paise?.join(' ')}
                />
              </FormGrid>
            </FieldGroup>
          </Surface>
          <Surface>
            <FieldGroup legend={copy.cashLegend} description={copy.cashDescription}>
              <Stack gap="5">
                <Checkbox name="cod_enabled" isSelected={form.cod_enabled} onChange={set('cod_enabled')} description={copy.hints.cod_enabled(form.cod_enabled)}>
                  {copy.fields.cod_enabled}
                </Checkbox>
                <FormGrid>
                  <MoneyField
                    name="cod_fee_paise"
                    label={copy.fields.cod_fee_paise}
                    description={copy.hints.cod_fee_paise}
                    isRequired
                    notAmountMessage={copy.notAmount}
                    value={form.cod_fee_paise}
                    onChange={set('cod_fee_paise')}
                    errorMessage={messages.cod_fee_paise?.join(' ')}
                  />
                  <MoneyField
                    name="cod_max_order_paise"
                    label={copy.fields.cod_max_order_paise}
                    description={copy.hints.cod_max_order_paise}
                    isRequired
                    notAmountMessage={copy.notAmount}
                    value={form.cod_max_order_paise}
                    onChange={set('cod_max_order_paise')}
                    errorMessage={messages.cod_max_order_paise?.join(' ')}
                  />
                  <NumberField
                    name="cod_max_refused"
                    label={copy.fields.cod_max_refused}
                    description={copy.hints.cod_max_refused}
                    isRequired
                    minValue={1}
                    maxValue={100}
                    step={1}
                    value={form.cod_max_refused}
                    onChange={set('cod_max_refused')}
                  />
                  <NumberField
                    name="cod_confirm_hours"
                    label={copy.fields.cod_confirm_hours}
                    description={copy.hints.cod_confirm_hours}
                    isRequired
                    minValue={1}
                    maxValue={168}
                    step={1}
                    value={form.cod_confirm_hours}
                    onChange={set('cod_confirm_hours')}
                  />
                </FormGrid>
              </Stack>
            </FieldGroup>
          </Surface>
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
          <Inline>
            <Button type="submit" size="lg" isPending={updating.isLoading} pendingLabel={copy.saving}>
              {copy.save}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Stack>
  );
}
