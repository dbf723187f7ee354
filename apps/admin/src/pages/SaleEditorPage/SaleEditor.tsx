import { useCreateAdminSaleMutation, useUpdateAdminSaleMutation, type AdminSale } from '@shop/api-client/admin';
import { EditorForm, EditorSection } from '@shop/ui/EditorForm';
import { Stack } from '@shop/ui/Stack';
import { TextField } from '@shop/ui/TextField';
import { salesCopy } from '../../copy/sales';
import { CategoryChoice } from '../../features/forms/CategoryChoice';
import { DiscountFields } from '../../features/forms/DiscountFields';
import { ProductChoice } from '../../features/forms/ProductChoice';
import { ScheduleSection } from '../../features/forms/ScheduleSection';
import { useCheckedForm } from '../../features/forms/useCheckedForm';
import { newSaleForm, saleFormFrom, saleInput, type SaleForm } from '../../features/sales/saleForm';

const copy = salesCopy.editor;

/**
 * The owner's form of one sale, new (`saved` undefined) or read from the list. A change is saved with the
 * version read: a colleague's change meanwhile is refused (409) and SaveProblem offers theirs (`onReload` starts
 * the form again from the server's). The server's messages show in the summary and under their fields; the
 * owner's edits stay until then.
 */
export function SaleEditor({ saved, onReload, onSaved }: { saved: AdminSale | undefined; onReload: () => void; onSaved: (name: string) => void }) {
  const [create] = useCreateAdminSaleMutation();
  const [update] = useUpdateAdminSaleMutation();
  const { form, set, change, messages, fieldProps, editorProps } = useCheckedForm({
    initial: (): SaleForm => (saved ? saleFormFrom(saved) : newSaleForm(new Date())),
    check: (typed) => saleInput(typed, saved?.version, copy),
    save: (request) => (saved ? update({ saleId: saved.id, adminSaleInput: request }) : create({ adminSaleInput: request })).unwrap(),
    onSaved: (stored) => onSaved(stored.name),
    explain: salesCopy,
    copy,
    onReload,
  });

  return (
    <EditorForm {...editorProps} saveLabel={saved ? copy.save : copy.create} saveSize="lg">
      <EditorSection legend={copy.saleLegend}>
        <Stack gap="5">
          <TextField {...fieldProps('name')} isRequired maxLength={80} value={form.name} onChange={set('name')} />
          <DiscountFields copy={copy} value={form} onChange={change} amountError={messages.amount_off_paise?.join(' ')} />
        </Stack>
      </EditorSection>
      <ScheduleSection copy={copy} value={form} onChange={change} />
      <EditorSection legend={copy.coversLegend} description={copy.coversDescription}>
        <Stack gap="6">
          <CategoryChoice name="category_ids" value={form.categoryIds} onChange={set('categoryIds')} words={copy} />
          <ProductChoice name="product_ids" value={form.productIds} onChange={set('productIds')} words={copy} />
        </Stack>
      </EditorSection>
    </EditorForm>
  );
}
