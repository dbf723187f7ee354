import { useCreateAdminSaleMutation, useUpdateAdminSaleMutation, type AdminSale } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { FieldGroup } from '@shop/ui/FieldGroup';
import { FormGrid } from '@shop/ui/FormGrid';
import { Inline } from '@shop/ui/Inline';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { TextField } from '@shop/ui/TextField';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useNavigate } from 'react-router-dom';
import { salesCopy } from '../../copy/sales';
import { CategoryChoice } from '../../features/forms/CategoryChoice';
import { DiscountFields } from '../../features/forms/DiscountFields';
import { SaveProblem } from '../../features/forms/SaveProblem';
import { fieldMessages, serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { newSaleForm, saleFormFrom, saleInput, type SaleForm } from '../../features/sales/saleForm';
import { notify } from '../../features/toasts';
import { ProductChoice } from './ProductChoice';

const copy = salesCopy.editor;
const FIELDS = ['name', 'percent_off', 'amount_off_paise', 'starts_at', 'ends_at', 'category_ids', 'product_ids'] as const;
const FIELD_LABELS: Record<string, string> = { ...copy.fields, version: copy.conflictTitle };

/**
 * The owner's form of one sale, new (`saved` undefined) or read from the list. A change is saved with the
 * version read: a colleague's change meanwhile is refused (409) and SaveProblem offers theirs (`onReload` starts
 * the form again from the server's). The server's messages show in the summary and under their fields; the
 * owner's edits stay until then.
 */
export function SaleEditor({ saved, onReload }: { saved: AdminSale | undefined; onReload: () => void }) {
  const navigate = useNavigate();
  const [create, creating] = useCreateAdminSaleMutation();
  const [update, updating] = useUpdateAdminSaleMutation();
  const [form, setForm] = useState<SaleForm>(() => (saved ? saleFormFrom(saved) : newSaleForm(new Date())));
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const set = <Field extends keyof SaleForm>(field: Field) => (value: SaleForm[Field]) => setForm((current) => ({ ...current, [field]: value }));
  const change = (fields: Partial<SaleForm>) => setForm((current) => ({ ...current, ...fields }));
  const messages = fieldMessages(problem, FIELDS);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = saleInput(form, saved?.version, copy);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    try {
      const stored = saved
        ? await update({ saleId: saved.id, adminSaleInput: checked.request }).unwrap()
        : await create({ adminSaleInput: checked.request }).unwrap();
      notify.success(saved ? copy.saved(stored.name) : copy.created(stored.name));
      navigate('/sales');
    } catch (error) {
      setProblem(serverProblem(error, salesCopy));
    }
  };

  return (
    <Stack gap="6">
      {problem && <SaveProblem problem={problem} fieldLabels={FIELD_LABELS} words={copy} onReload={onReload} />}
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" validationErrors={messages} aria-label={copy.formLabel}>
        <Stack gap="6">
          <Surface>
            <FieldGroup legend={copy.saleLegend}>
              <Stack gap="5">
                <TextField name="name" label={copy.fields.name} description={copy.hints.name} isRequired maxLength={80} value={form.name} onChange={set('name')} />
                <DiscountFields copy={copy} value={form} onChange={change} amountError={messages.amount_off_paise?.join(' ')} />
              </Stack>
            </FieldGroup>
          </Surface>
          <Surface>
            <FieldGroup legend={copy.whenLegend} description={copy.whenDescription}>
              <FormGrid>
                <TextField name="starts_at" type="datetime-local" label={copy.fields.starts_at} isRequired value={form.startsAt} onChange={set('startsAt')} />
                <TextField name="ends_at" type="datetime-local" label={copy.fields.ends_at} isRequired value={form.endsAt} onChange={set('endsAt')} />
              </FormGrid>
            </FieldGroup>
          </Surface>
          <Surface>
            <FieldGroup legend={copy.coversLegend} description={copy.coversDescription}>
              <Stack gap="6">
                <CategoryChoice value={form.categoryIds} onChange={set('categoryIds')} words={copy} />
                <ProductChoice value={form.productIds} onChange={set('productIds')} />
              </Stack>
            </FieldGroup>
          </Surface>
          <Inline>
            <Button type="submit" size="lg" isPending={creating.isLoading || updating.isLoading} pendingLabel={copy.saving}>
              {saved ? copy.save : copy.create}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Stack>
  );
}
