import { useGetBankDetailsQuery, useUpdateBankDetailsMutation, type BankDetails, type BankDetailsUpdate } from '@shop/api-client/admin';
import { EditorForm, EditorSection } from '@shop/ui/EditorForm';
import { FormGrid } from '@shop/ui/FormGrid';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { bankDetailsCopy as copy } from '../../copy/bankDetails';
import { useCheckedForm } from '../../features/forms/useCheckedForm';
import { SettingsPage } from '../../features/page/SettingsPage';
import { SettingsSummary } from '../../features/page/SettingsSummary';
import { notify } from '../../features/toasts';

type Field = keyof typeof copy.fields;
type Form = Record<Field, string>;
const REQUIRED: readonly Field[] = ['account_name', 'account_number', 'ifsc'];

/**
 * /admin/settings/bank-details: the account and UPI id buyers allowed to pay an accepted quotation by transfer pay
 * into. The owner edits and saves them with the version read; staff read them (to tell a buyer, or to match a
 * payment on the statement).
 */
export function BankDetailsPage() {
  const details = useGetBankDetailsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <SettingsPage title={copy.title} intro={copy.intro} back={{ href: '/settings/delivery', label: copy.back }} query={details} words={copy}>
      {({ saved, isOwner, formKey, onReload }) => (isOwner ? <BankDetailsForm key={formKey} saved={saved} onReload={onReload} /> : <BankDetailsSummary details={saved} />)}
    </SettingsPage>
  );
}

function BankDetailsSummary({ details }: { details: BankDetails }) {
  const facts = (Object.keys(copy.fields) as Field[]).map((field) => ({ label: copy.fields[field], value: details[field] || copy.none }));
  return <SettingsSummary note={copy.ownerOnly} facts={facts} />;
}

/** The owner's form, checked for what must be filled in before it is sent; the server checks the rest (an IFSC's shape). */
function BankDetailsForm({ saved, onReload }: { saved: BankDetails; onReload: () => void }) {
  const [update] = useUpdateBankDetailsMutation();
  const [version, setVersion] = useState(saved.version);
  const { form, setForm, set, fieldProps, editorProps } = useCheckedForm({
    initial: (): Form => ({ account_name: saved.account_name, account_number: saved.account_number, ifsc: saved.ifsc, upi_id: saved.upi_id ?? '' }),
    check: (typed: Form) => {
      const errors = Object.fromEntries(REQUIRED.filter((field) => typed[field].trim() === '').map((field) => [field, [copy.missing]]));
      if (Object.keys(errors).length > 0) return { problem: { detail: copy.check, errors } };
      const request: BankDetailsUpdate = { ...typed, upi_id: typed.upi_id.trim() === '' ? null : typed.upi_id, version };
      return { request };
    },
    save: (request: BankDetailsUpdate) => update({ bankDetailsUpdate: request }).unwrap(),
    onSaved: (stored) => {
      setForm({ account_name: stored.account_name, account_number: stored.account_number, ifsc: stored.ifsc, upi_id: stored.upi_id ?? '' });
      setVersion(stored.version);
      notify.success(copy.saved);
    },
    explain: copy,
    copy,
    onReload,
  });
  const field = (name: Field) => ({ ...fieldProps(name), value: form[name], onChange: set(name) });

  return (
    <EditorForm {...editorProps} saveLabel={copy.save} saveSize="lg">
      <EditorSection legend={copy.formLabel}>
        <FormGrid>
          <TextField {...field('account_name')} isRequired maxLength={100} />
          <TextField {...field('account_number')} isRequired maxLength={30} inputMode="numeric" />
          <TextField {...field('ifsc')} isRequired maxLength={20} />
          <TextField {...field('upi_id')} maxLength={100} />
        </FormGrid>
      </EditorSection>
    </EditorForm>
  );
}
