import { useGetAdminSiteContactQuery, useUpdateAdminSiteContactMutation, type AdminSiteContact } from '@shop/api-client/admin';
import { EditorForm } from '@shop/ui/EditorForm';
import { FieldGroup } from '@shop/ui/FieldGroup';
import { FormGrid, FormGridItem } from '@shop/ui/FormGrid';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { siteCopy } from '../../copy/site';
import { VersionedForm } from '../../features/forms/VersionedForm';
import { useSaveAttempt } from '../../features/forms/useSaveAttempt';
import { notify } from '../../features/toasts';
import { SaveProblem } from '../../features/forms/SaveProblem';
import { messageFor, problemWords } from './siteProblems';

const copy = siteCopy.contact;
const PHONE_SLOTS = 4;
type Address = AdminSiteContact['address'];
const ADDRESS_FIELDS = ['name', 'street', 'locality', 'region', 'postal_code', 'country'] as const satisfies readonly (keyof Address)[];
const FIELD_LABELS: Record<string, string> = { ...copy.fields, phones: copy.phonesLegend, version: siteCopy.conflictTitle };

/** The shop's numbers, e-mail, address, hours and map link, saved together with the version read. */
export function ContactPanel() {
  const contact = useGetAdminSiteContactQuery();
  return <VersionedForm query={contact} words={{ ...copy, retry: siteCopy.retry }} form={ContactForm} />;
}

function ContactForm({ saved, onReload }: { saved: AdminSiteContact; onReload: () => void }) {
  const [update, updating] = useUpdateAdminSiteContactMutation();
  const [form, setForm] = useState(() => ({ ...saved, phones: Array.from({ length: PHONE_SLOTS }, (_, i) => saved.phones[i] ?? '') }));
  const { problem, attempt } = useSaveAttempt(problemWords);
  const setField = (field: 'whatsapp' | 'email' | 'hours' | 'map_url') => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const setAddress = (field: keyof Address) => (value: string) => setForm((current) => ({ ...current, address: { ...current.address, [field]: value } }));

  const submit = async () => {
    const phones = form.phones.map((phone) => phone.trim()).filter((phone) => phone !== '');
    await attempt(async () => {
      await update({ adminSiteContact: { ...form, phones, version: saved.version } }).unwrap();
      notify.success(copy.saved);
    });
  };

  const text = (field: 'whatsapp' | 'email' | 'hours' | 'map_url', extra: { description?: string; type?: 'email' | 'url' | 'tel' } = {}) => (
    <TextField
      name={field}
      label={copy.fields[field]}
      isRequired
      value={form[field]}
      onChange={setField(field)}
      isInvalid={Boolean(messageFor(problem, field))}
      errorMessage={messageFor(problem, field)}
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
      <FieldGroup legend={copy.phonesLegend} description={copy.phoneHelp} errorMessage={messageFor(problem, 'phones')}>
        <FormGrid columns={3}>
          {form.phones.map((phone, index) => (
            <TextField
              key={index}
              name={`phones.${index}`}
              label={copy.phone(index + 1)}
              type="tel"
              isRequired={index === 0}
              value={phone}
              onChange={(value) => setForm((current) => ({ ...current, phones: current.phones.map((p, i) => (i === index ? value : p)) }))}
            />
          ))}
        </FormGrid>
      </FieldGroup>
      <FormGrid>
        {text('whatsapp', { description: copy.whatsappHelp, type: 'tel' })}
        {text('email', { type: 'email' })}
        {text('hours')}
        {text('map_url', { description: copy.mapHelp, type: 'url' })}
      </FormGrid>
      <FieldGroup legend={copy.addressLegend}>
        <FormGrid>
          {ADDRESS_FIELDS.map((field) => (
            <FormGridItem key={field} span={field === 'street' ? 'full' : undefined}>
              <TextField
                name={`address.${field}`}
                label={copy.fields[field]}
                isRequired
                inputMode={field === 'postal_code' ? 'numeric' : undefined}
                value={form.address[field]}
                onChange={setAddress(field)}
                isInvalid={Boolean(messageFor(problem, `address.${field}`, `address/${field}`))}
                errorMessage={messageFor(problem, `address.${field}`, `address/${field}`)}
              />
            </FormGridItem>
          ))}
        </FormGrid>
      </FieldGroup>
    </EditorForm>
  );
}
