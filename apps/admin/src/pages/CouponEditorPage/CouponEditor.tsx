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
import { ScheduleSection } from '../../features/forms/ScheduleSection';
import { useCheckedForm } from '../../features/forms/useCheckedForm';

const copy = couponsCopy.editor;

/**
 * The owner's form of one coupon, new (`saved` undefined) or read from the list. A change is saved with the
 * version read: a colleague's change meanwhile is refused (409) and SaveProblem offers theirs (`onReload` starts
 * the form again from the server's). The form's and the server's messages show in the summary and under their
 * fields; the owner's edits stay until then.
 */
export function CouponEditor({ saved, onReload, onSaved }: { saved: AdminCoupon | undefined; onReload: () => void; onSaved: (name: string) => void }) {
  const [create] = useCreateAdminCouponMutation();
  const [update] = useUpdateAdminCouponMutation();
  const { form, set, change, messages, fieldProps, editorProps } = useCheckedForm({
    initial: (): CouponForm => (saved ? couponFormFrom(saved) : newCouponForm(new Date())),
    check: (typed) => couponInput(typed, saved?.version, new Date(), copy),
    save: (request) => (saved ? update({ couponId: saved.id, adminCouponInput: request }) : create({ adminCouponInput: request })).unwrap(),
    onSaved: (stored) => onSaved(stored.code),
    explain: (error) => couponSaveProblem(error, couponsCopy, copy.codeTaken),
    copy,
    onReload,
  });

  return (
    <EditorForm {...editorProps} saveLabel={saved ? copy.save : copy.create} saveSize="lg">
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
      <ScheduleSection copy={copy} value={form} onChange={change} />
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
        <CategoryChoice name="category_ids" value={form.categoryIds} onChange={set('categoryIds')} words={copy} />
      </EditorSection>
    </EditorForm>
  );
}
