import { useGetAdminSiteSellerQuery, useUpdateAdminSiteSellerMutation, type AdminSiteSeller } from '@shop/api-client/admin';
import { EditorForm } from '@shop/ui/EditorForm';
import { FieldGroup } from '@shop/ui/FieldGroup';
import { FormGrid, FormGridItem } from '@shop/ui/FormGrid';
import { MAKER_KINDS } from '@shop/contracts/vocabulary';
import { Select, SelectItem } from '@shop/ui/Select';
import { TextArea } from '@shop/ui/TextArea';
import { Text } from '@shop/ui/Text';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { siteCopy } from '../../copy/site';
import { SaveProblem } from '../../features/forms/SaveProblem';
import { useSaveAttempt } from '../../features/forms/useSaveAttempt';
import { VersionedForm } from '../../features/forms/VersionedForm';
import { notify } from '../../features/toasts';
import { messageFor, problemWords } from './siteProblems';

const copy = siteCopy.seller;
type Form = Omit<AdminSiteSeller, 'version' | 'maker'>;
type Maker = NonNullable<AdminSiteSeller['maker']>;
const NO_MAKER: Maker = { kind: 'manufacturer', name: '', address: '' };
type Address = Form['address'];
const ADDRESS_FIELDS = ['name', 'street', 'locality', 'region', 'postal_code', 'country'] as const satisfies readonly (keyof Address)[];
const CARE_FIELDS = ['phone', 'email', 'hours'] as const satisfies readonly (keyof Form['customer_care'])[];
const OFFICER_FIELDS = ['name', 'designation', 'phone', 'email'] as const satisfies readonly (keyof Form['grievance_officer'])[];
const FIELD_LABELS: Record<string, string> = { ...copy.fields, version: siteCopy.conflictTitle };

/** Who sells, where, under which GSTIN, its customer care and the grievance officer: the public /seller-details page. */
export function SellerPanel() {
  const seller = useGetAdminSiteSellerQuery();
  return <VersionedForm query={seller} words={{ ...copy, retry: siteCopy.retry }} form={SellerForm} />;
}

function SellerForm({ saved, onReload }: { saved: AdminSiteSeller; onReload: () => void }) {
  const [update, updating] = useUpdateAdminSiteSellerMutation();
  const [form, setForm] = useState<Form>(() => ({ legal_name: saved.legal_name, address: saved.address, gstin: saved.gstin, customer_care: saved.customer_care, grievance_officer: saved.grievance_officer }));
  const [maker, setMaker] = useState<Maker>(() => saved.maker ?? NO_MAKER);
  const { problem, attempt } = useSaveAttempt(problemWords);
  // Left empty, the shop names no default: each product then names its own maker before it can be shown.
  const namesMaker = maker.name.trim() !== '' || maker.address.trim() !== '';

  const submit = async () => {
    await attempt(async () => {
      await update({ adminSiteSeller: { ...form, gstin: form.gstin.trim().toUpperCase(), ...(namesMaker ? { maker } : {}), version: saved.version } }).unwrap();
      notify.success(copy.saved);
    });
  };

  /** One text field of a part of the form (`address`, `customer_care`, `grievance_officer`), its errors by the server's name. */
  const nested = <Part extends 'address' | 'customer_care' | 'grievance_officer'>(part: Part, field: keyof Form[Part] & string, extra: { type?: 'email' | 'tel'; description?: string; inputMode?: 'numeric' } = {}) => (
    <TextField
      key={`${part}.${field}`}
      name={`${part}.${field}`}
      label={copy.fields[field as keyof typeof copy.fields]}
      isRequired
      value={String(form[part][field])}
      onChange={(value) => setForm((current) => ({ ...current, [part]: { ...current[part], [field]: value } }))}
      isInvalid={Boolean(messageFor(problem, `${part}.${field}`, `${part}/${field}`))}
      errorMessage={messageFor(problem, `${part}.${field}`, `${part}/${field}`)}
      {...extra}
    />
  );

  return (
    <EditorForm
      label={copy.formLabel}
      onSubmit={() => void submit()}
      problem={problem && <SaveProblem problem={problem} fieldLabels={FIELD_LABELS} words={siteCopy} onReload={onReload} />}
      saveLabel={copy.save}
      savingLabel={siteCopy.saving}
      isSaving={updating.isLoading}
      saveSize="lg"
    >
      <Text tone="muted">{copy.help}</Text>
      <FieldGroup legend={copy.sellerLegend}>
        <FormGrid>
          <TextField
            name="legal_name"
            label={copy.fields.legal_name}
            isRequired
            value={form.legal_name}
            onChange={(value) => setForm((current) => ({ ...current, legal_name: value }))}
            isInvalid={Boolean(messageFor(problem, 'legal_name'))}
            errorMessage={messageFor(problem, 'legal_name')}
          />
          <TextField
            name="gstin"
            label={copy.fields.gstin}
            description={copy.gstinHelp}
            isRequired
            maxLength={15}
            value={form.gstin}
            onChange={(value) => setForm((current) => ({ ...current, gstin: value }))}
            isInvalid={Boolean(messageFor(problem, 'gstin'))}
            errorMessage={messageFor(problem, 'gstin')}
          />
        </FormGrid>
      </FieldGroup>
      <FieldGroup legend={copy.addressLegend}>
        <FormGrid>
          {ADDRESS_FIELDS.map((field) => (
            <FormGridItem key={field} span={field === 'street' ? 'full' : undefined}>
              {nested('address', field, field === 'postal_code' ? { inputMode: 'numeric' } : {})}
            </FormGridItem>
          ))}
        </FormGrid>
      </FieldGroup>
      <FieldGroup legend={copy.careLegend}>
        <FormGrid columns={3}>{CARE_FIELDS.map((field) => nested('customer_care', field, field === 'phone' ? { type: 'tel', description: copy.carePhoneHelp } : field === 'email' ? { type: 'email' } : {}))}</FormGrid>
      </FieldGroup>
      <FieldGroup legend={copy.makerLegend} description={copy.makerHelp}>
        <FormGrid>
          <Select label={copy.fields['maker.kind']} value={maker.kind} onChange={(key) => setMaker((current) => ({ ...current, kind: key as Maker['kind'] }))}>
            {MAKER_KINDS.map((kind) => (
              <SelectItem key={kind} id={kind}>
                {copy.makerKinds[kind] ?? kind}
              </SelectItem>
            ))}
          </Select>
          <TextField
            name="maker.name"
            label={copy.fields['maker.name']}
            value={maker.name}
            onChange={(name) => setMaker((current) => ({ ...current, name }))}
            isInvalid={Boolean(messageFor(problem, 'maker.name', 'maker/name'))}
            errorMessage={messageFor(problem, 'maker.name', 'maker/name')}
          />
          <FormGridItem span="full">
            <TextArea
              name="maker.address"
              label={copy.fields['maker.address']}
              rows={2}
              value={maker.address}
              onChange={(address) => setMaker((current) => ({ ...current, address }))}
              errorMessage={messageFor(problem, 'maker.address', 'maker/address')}
            />
          </FormGridItem>
        </FormGrid>
      </FieldGroup>
      <FieldGroup legend={copy.officerLegend}>
        <FormGrid>{OFFICER_FIELDS.map((field) => nested('grievance_officer', field, field === 'phone' ? { type: 'tel', description: copy.phoneHelp } : field === 'email' ? { type: 'email' } : {}))}</FormGrid>
      </FieldGroup>
    </EditorForm>
  );
}
