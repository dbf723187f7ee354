import { useCreateAdminCouponMutation, useUpdateAdminCouponMutation, type AdminCoupon } from '@shop/api-client/admin';
import { EditorForm, EditorSection } from '@shop/ui/EditorForm';
import { FormGrid } from '@shop/ui/FormGrid';
import { MoneyField } from '@shop/ui/MoneyField';
import { NumberField } from '@shop/ui/NumberField';
import { Stack } from '@shop/ui/Stack';
import { TextField } from '@shop/ui/TextField';
import { couponsCopy } from '../../copy/coupons';
import { couponFormFrom, couponInput, couponSaveProblem, MOST_TOTAL_USES, MOST_USES_PER_CUSTOMER, newCouponForm, type CouponForm } from '../../features/coupons/couponForm';
import { CategoryChoice } from '../../features/forms/CategoryChoice';
import { DiscountFields } from '../../features/forms/DiscountFields';
import { useCheckedForm } from '../../features/forms/useCheckedForm';

const copy = couponsCopy.editor;
const FIELDS = ['code', 'percent_off', 'amount_off_paise', 'min_order_paise', 'starts_at', 'ends_at', 'total_limit', 'per_customer_limit', 'category_ids'] as const;

/**
 * The owner's form of one coupon, new (`saved` undefined) or read from the list. A change is saved with the
 * version read: a colleague's change meanwhile is refused (409) and SaveProblem offers theirs (`onReload` starts
 * the form again from the server's). The form's and the server's messages show in the summary and under their
 * fields; the owner's edits stay until then.
 */
export function CouponEditor({ saved, onReload, onSaved }: { saved: AdminCoupon | undefined; onReload: () => void; onSaved: (name: string) => void }) {
  const [create, creating] = useCreateAdminCouponMutation();
  const [update, updating] = useUpdateAdminCouponMutation();
  const { form, set, change, messages, fieldProps, editorProps } = useCheckedForm({
    initial: (): CouponForm => (saved ? couponFormFrom(saved) : newCouponForm(new Date())),
    check: (typed) => couponInput(typed, saved?.version, new Date(), copy),
    save: (request) => (saved ? update({ couponId: saved.id, adminCouponInput: request }) : create({ adminCouponInput: request })).unwrap(),
    onSaved: (stored) => onSaved(stored.code),
    explain: (error) => couponSaveProblem(error, couponsCopy, copy.codeTaken),
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
      <EditorSection legend={copy.couponLegend}>
        <Stack gap="5">
          {/* In capitals as it is typed, as the shop stores and shows it; shoppers may still type small letters. */}
          <TextField
            {...fieldProps('code')}
            isRequired
            maxLength={20}
            autoComplete="off"
            value={form.code}
            onChange={(typed) => set('code')(typed.toUpperCase())}
          />
          <DiscountFields copy={copy} value={form} onChange={change} amountError={messages.amount_off_paise?.join(' ')}>
            <MoneyField {...fieldProps('min_order_paise')} isRequired notAmountMessage={copy.notAmount} value={form.minOrderPaise} onChange={set('minOrderPaise')} />
          </DiscountFields>
        </Stack>
      </EditorSection>
      <EditorSection legend={copy.whenLegend} description={copy.whenDescription}>
        <FormGrid>
          <TextField name="starts_at" type="datetime-local" label={copy.fields.starts_at} isRequired value={form.startsAt} onChange={set('startsAt')} />
          <TextField name="ends_at" type="datetime-local" label={copy.fields.ends_at} isRequired value={form.endsAt} onChange={set('endsAt')} />
        </FormGrid>
      </EditorSection>
      <EditorSection legend={copy.limitsLegend}>
        <FormGrid>
          <NumberField {...fieldProps('total_limit')} minValue={1} maxValue={MOST_TOTAL_USES} step={1} value={form.totalLimit} onChange={set('totalLimit')} />
          <NumberField
            {...fieldProps('per_customer_limit')}
            minValue={1}
            maxValue={MOST_USES_PER_CUSTOMER}
            step={1}
            value={form.perCustomerLimit}
            onChange={set('perCustomerLimit')}
          />
        </FormGrid>
      </EditorSection>
      <EditorSection legend={copy.coversLegend} description={copy.coversDescription}>
        <CategoryChoice value={form.categoryIds} onChange={set('categoryIds')} words={copy} />
      </EditorSection>
    </EditorForm>
  );
}
