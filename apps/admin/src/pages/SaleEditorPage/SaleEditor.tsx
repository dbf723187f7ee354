import { useCreateAdminSaleMutation, useUpdateAdminSaleMutation, type AdminSale } from '@shop/api-client/admin';
import { EditorForm, EditorSection } from '@shop/ui/EditorForm';
import { FormGrid } from '@shop/ui/FormGrid';
import { Stack } from '@shop/ui/Stack';
import { TextField } from '@shop/ui/TextField';
import { salesCopy } from '../../copy/sales';
import { CategoryChoice } from '../../features/forms/CategoryChoice';
import { DiscountFields } from '../../features/forms/DiscountFields';
import { useCheckedForm } from '../../features/forms/useCheckedForm';
import { newSaleForm, saleFormFrom, saleInput, type SaleForm } from '../../features/sales/saleForm';
import { ProductChoice } from './ProductChoice';

const copy = salesCopy.editor;
const FIELDS = ['name', 'percent_off', 'amount_off_paise', 'starts_at', 'ends_at', 'category_ids', 'product_ids'] as const;

/**
 * The owner's form of one sale, new (`saved` undefined) or read from the list. A change is saved with the
 * version read: a colleague's change meanwhile is refused (409) and SaveProblem offers theirs (`onReload` starts
 * the form again from the server's). The server's messages show in the summary and under their fields; the
 * owner's edits stay until then.
 */
export function SaleEditor({ saved, onReload, onSaved }: { saved: AdminSale | undefined; onReload: () => void; onSaved: (name: string) => void }) {
  const [create, creating] = useCreateAdminSaleMutation();
  const [update, updating] = useUpdateAdminSaleMutation();
  const { form, set, change, messages, fieldProps, editorProps } = useCheckedForm({
    initial: (): SaleForm => (saved ? saleFormFrom(saved) : newSaleForm(new Date())),
    check: (typed) => saleInput(typed, saved?.version, copy),
    save: (request) => (saved ? update({ saleId: saved.id, adminSaleInput: request }) : create({ adminSaleInput: request })).unwrap(),
    onSaved: (stored) => onSaved(stored.name),
    explain: salesCopy,
    fields: FIELDS,
    copy,
    onReload,
  });

  return (
    <EditorForm
      {...editorProps}
      label={copy.formLabel}
      saveLabel={saved ? copy.save : copy.create}
      savingLabel={copy.saving}
      isSaving={creating.isLoading || updating.isLoading}
      saveSize="lg"
    >
      <EditorSection legend={copy.saleLegend}>
        <Stack gap="5">
          <TextField {...fieldProps('name')} isRequired maxLength={80} value={form.name} onChange={set('name')} />
          <DiscountFields copy={copy} value={form} onChange={change} amountError={messages.amount_off_paise?.join(' ')} />
        </Stack>
      </EditorSection>
      <EditorSection legend={copy.whenLegend} description={copy.whenDescription}>
        <FormGrid>
          <TextField name="starts_at" type="datetime-local" label={copy.fields.starts_at} isRequired value={form.startsAt} onChange={set('startsAt')} />
          <TextField name="ends_at" type="datetime-local" label={copy.fields.ends_at} isRequired value={form.endsAt} onChange={set('endsAt')} />
        </FormGrid>
      </EditorSection>
      <EditorSection legend={copy.coversLegend} description={copy.coversDescription}>
        <Stack gap="6">
          <CategoryChoice value={form.categoryIds} onChange={set('categoryIds')} words={copy} />
          <ProductChoice value={form.productIds} onChange={set('productIds')} />
        </Stack>
      </EditorSection>
    </EditorForm>
  );
}
