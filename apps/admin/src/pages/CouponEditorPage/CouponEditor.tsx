import { useCreateAdminCouponMutation, useUpdateAdminCouponMutation, type AdminCoupon } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { FieldGroup } from '@shop/ui/FieldGroup';
import { FormGrid } from '@shop/ui/FormGrid';
import { Inline } from '@shop/ui/Inline';
import { MoneyField } from '@shop/ui/MoneyField';
import { NumberField } from '@shop/ui/NumberField';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { TextField } from '@shop/ui/TextField';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useNavigate } from 'react-router-dom';
import { couponsCopy } from '../../copy/coupons';
import { couponFormFrom, couponInput, couponSaveProblem, MOST_TOTAL_USES, MOST_USES_PER_CUSTOMER, newCouponForm, type CouponForm } from '../../features/coupons/couponForm';
import { CategoryChoice } from '../../features/forms/CategoryChoice';
import { DiscountFields } from '../../features/forms/DiscountFields';
import { SaveProblem } from '../../features/forms/SaveProblem';
import { fieldMessages, type ServerProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const copy = couponsCopy.editor;
const FIELDS = ['code', 'percent_off', 'amount_off_paise', 'min_order_paise', 'starts_at', 'ends_at', 'total_limit', 'per_customer_limit', 'category_ids'] as const;
const FIELD_LABELS: Record<string, string> = { ...copy.fields, version: copy.conflictTitle };

/**
 * The owner's form of one coupon, new (`saved` undefined) or read from the list. A change is saved with the
 * version read: a colleague's change meanwhile is refused (409) and SaveProblem offers theirs (`onReload` starts
 * the form again from the server's). The form's and the server's messages show in the summary and under their
 * fields; the owner's edits stay until then.
 */
export function CouponEditor({ saved, onReload }: { saved: AdminCoupon | undefined; onReload: () => void }) {
  const navigate = useNavigate();
  const [create, creating] = useCreateAdminCouponMutation();
  const [update, updating] = useUpdateAdminCouponMutation();
  const [form, setForm] = useState<CouponForm>(() => (saved ? couponFormFrom(saved) : newCouponForm(new Date())));
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const set = <Field extends keyof CouponForm>(field: Field) => (value: CouponForm[Field]) => setForm((current) => ({ ...current, [field]: value }));
  const change = (fields: Partial<CouponForm>) => setForm((current) => ({ ...current, ...fields }));
  const messages = fieldMessages(problem, FIELDS);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = couponInput(form, saved?.version, new Date(), copy);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    try {
      const stored = saved
        ? await update({ couponId: saved.id, adminCouponInput: checked.request }).unwrap()
        : await create({ adminCouponInput: checked.request }).unwrap();
      notify.success(saved ? copy.saved(stored.code) : copy.created(stored.code));
      navigate('/coupons');
    } catch (error) {
      setProblem(couponSaveProblem(error, couponsCopy, copy.codeTaken));
    }
  };

  return (
    <Stack gap="6">
      {problem && <SaveProblem problem={problem} fieldLabels={FIELD_LABELS} words={copy} onReload={onReload} />}
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" validationErrors={messages} aria-label={copy.formLabel}>
        <Stack gap="6">
          <Surface>
            <FieldGroup legend={copy.couponLegend}>
              <Stack gap="5">
                {/* In capitals as it is typed, as the shop stores and shows it; shoppers may still type small letters. */}
                <TextField
                  name="code"
                  label={copy.fields.code}
                  description={copy.hints.code}
                  isRequired
                  maxLength={20}
                  autoComplete="off"
                  value={form.code}
                  onChange={(typed) => set('code')(typed.toUpperCase())}
                />
                <DiscountFields copy={copy} value={form} onChange={change} amountError={messages.amount_off_paise?.join(' ')}>
                    <MoneyField
                      name="min_order_paise"
                      label={copy.fields.min_order_paise}
                      description={copy.hints.min_order_paise}
                      isRequired
                      notAmountMessage={copy.notAmount}
                      value={form.minOrderPaise}
                      onChange={set('minOrderPaise')}
                      errorMessage={messages.min_order_paise?.join(' ')}
                    />
                </DiscountFields>
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
            <FieldGroup legend={copy.limitsLegend}>
              <FormGrid>
                <NumberField
                  name="total_limit"
                  label={copy.fields.total_limit}
                  description={copy.hints.total_limit}
                  minValue={1}
                  maxValue={MOST_TOTAL_USES}
                  step={1}
                  value={form.totalLimit}
                  onChange={set('totalLimit')}
                />
                <NumberField
                  name="per_customer_limit"
                  label={copy.fields.per_customer_limit}
                  description={copy.hints.per_customer_limit}
                  minValue={1}
                  maxValue={MOST_USES_PER_CUSTOMER}
                  step={1}
                  value={form.perCustomerLimit}
                  onChange={set('perCustomerLimit')}
                />
              </FormGrid>
            </FieldGroup>
          </Surface>
          <Surface>
            <FieldGroup legend={copy.coversLegend} description={copy.coversDescription}>
              <CategoryChoice value={form.categoryIds} onChange={set('categoryIds')} words={copy} />
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
