import { useCreateServiceMutation, useUpdateServiceMutation, type AdminService } from '@shop/api-client/admin';
import { EditorForm, EditorSection } from '@shop/ui/EditorForm';
import { FormGrid } from '@shop/ui/FormGrid';
import { MoneyField } from '@shop/ui/MoneyField';
import { NumberField } from '@shop/ui/NumberField';
import { Select, SelectItem } from '@shop/ui/Select';
import { Stack } from '@shop/ui/Stack';
import { Switch } from '@shop/ui/Switch';
import { TextField } from '@shop/ui/TextField';
import { JOB_MINUTES_RANGE } from '@shop/rules/installationLength';
import { SERVICE_KINDS, type ServiceKind, type ServiceUnit } from '@shop/rules/services';
import { servicesCopy } from '../../copy/services';
import { useCheckedForm } from '../../features/forms/useCheckedForm';
import { GST_RATES, newServiceForm, serviceFormFrom, serviceInput, unitsOf, type GstRate, type ServiceForm } from '../../features/services/serviceForm';
import { useIsOwner } from '../../features/session';

const copy = servicesCopy.editor;

/**
 * One service, new (`saved` undefined, the owner's) or read from the list, saved whole with the version read: a
 * colleague's save meanwhile is refused (409) and SaveProblem offers theirs. The unit follows the kind, which a saved
 * service keeps; the SAC code is checked by the server's own rule before sending. Staff who are not the owner see
 * the price but may not change it (the server refuses them with 403 naming `price_paise`). A service priced per job
 * says how long one job takes, the length a customer books its fitting for; other units keep the value unseen.
 */
export function ServiceEditor({ saved, onReload, onSaved }: { saved: AdminService | undefined; onReload: () => void; onSaved: (name: string) => void }) {
  const [create] = useCreateServiceMutation();
  const [update] = useUpdateServiceMutation();
  const isOwner = useIsOwner();
  const { form, change, set, fieldProps, editorProps } = useCheckedForm({
    initial: (): ServiceForm => (saved ? serviceFormFrom(saved) : newServiceForm()),
    check: (typed) => serviceInput(typed, copy),
    save: (request) => (saved ? update({ id: saved.id, serviceUpdate: { ...request, version: saved.version } }) : create({ serviceInput: request })).unwrap(),
    onSaved: (stored) => onSaved(stored.name),
    explain: copy,
    copy,
    onReload,
  });
  const setKind = (kind: ServiceKind) => change({ kind, unit: unitsOf(kind)[0]! });

  return (
    <EditorForm {...editorProps} saveLabel={saved ? copy.save : copy.create} saveSize="lg">
      <EditorSection legend={copy.legend}>
        <Stack gap="5">
          <TextField {...fieldProps('name')} isRequired maxLength={200} value={form.name} onChange={set('name')} />
          <FormGrid>
            <Select
              {...fieldProps('kind')}
              description={saved ? copy.kindFixed : undefined}
              isDisabled={saved !== undefined}
              value={form.kind}
              onChange={(key) => setKind(key as ServiceKind)}
            >
              {SERVICE_KINDS.map((kind) => (
                <SelectItem key={kind} id={kind}>
                  {servicesCopy.kinds[kind]}
                </SelectItem>
              ))}
            </Select>
            <Select {...fieldProps('unit')} value={form.unit} onChange={(key) => change({ unit: key as ServiceUnit })}>
              {unitsOf(form.kind).map((unit) => (
                <SelectItem key={unit} id={unit}>
                  {servicesCopy.units[unit]}
                </SelectItem>
              ))}
            </Select>
          </FormGrid>
          {form.unit === 'job' && (
            <NumberField
              {...fieldProps('job_minutes')}
              isRequired
              minValue={JOB_MINUTES_RANGE.min}
              maxValue={JOB_MINUTES_RANGE.max}
              step={1}
              value={form.jobMinutes}
              onChange={set('jobMinutes')}
            />
          )}
          <Switch name="active" isSelected={form.active} onChange={set('active')}>
            {copy.fields.active}
          </Switch>
        </Stack>
      </EditorSection>
      <EditorSection legend={copy.taxLegend} description={copy.taxDescription}>
        <FormGrid>
          <MoneyField {...fieldProps('price_paise')} isRequired isDisabled={!isOwner} notAmountMessage={copy.notAmount} value={form.pricePaise} onChange={set('pricePaise')} />
          <TextField {...fieldProps('sac_code')} isRequired inputMode="numeric" maxLength={6} value={form.sacCode} onChange={set('sacCode')} />
          <Select {...fieldProps('gst_rate')} value={String(form.gstRate)} onChange={(key) => change({ gstRate: Number(key) as GstRate })}>
            {GST_RATES.map((rate) => (
              <SelectItem key={rate} id={String(rate)}>
                {servicesCopy.gstRate(rate)}
              </SelectItem>
            ))}
          </Select>
        </FormGrid>
      </EditorSection>
    </EditorForm>
  );
}
