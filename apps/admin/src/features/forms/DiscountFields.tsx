import { FormGrid } from '@shop/ui/FormGrid';
import { MoneyField } from '@shop/ui/MoneyField';
import { NumberField } from '@shop/ui/NumberField';
import { Radio, RadioGroup } from '@shop/ui/RadioGroup';
import type { ReactNode } from 'react';
import type { DiscountValue } from './discountValue';
import { serverFieldProps } from './serverFieldProps';

/** The words of the fields, from the editor's copy. */
interface DiscountWords {
  fields: { discount_kind: string; percent_off: string; amount_off_paise: string };
  hints: { percent_off: string; amount_off_paise: string };
  kinds: { percent: string; amount: string };
  notAmount: string;
}

interface DiscountFieldsProps {
  copy: DiscountWords;
  value: DiscountValue;
  onChange: (change: Partial<DiscountValue>) => void;
  /** The server's words for an amount it refused. */
  amountError?: string | undefined;
  /** More fields in the same grid, after the discount (a coupon's minimum order). */
  children?: ReactNode;
}

/**
 * How much a sale or a coupon takes off: the kind, then a percentage (1 to 90) or an amount in rupees. Both
 * keep what was typed, so switching kinds loses nothing; the editor sends only the chosen one.
 */
export function DiscountFields({ copy, value, onChange, amountError, children }: DiscountFieldsProps) {
  // The amount's message is the editor's to give: a coupon's and a sale's name it differently.
  const fieldProps = serverFieldProps(copy, {});
  return (
    <>
      <RadioGroup label={copy.fields.discount_kind} orientation="horizontal" value={value.discountKind} onChange={(kind) => onChange({ discountKind: kind as DiscountValue['discountKind'] })}>
        <Radio value="percent">{copy.kinds.percent}</Radio>
        <Radio value="amount">{copy.kinds.amount}</Radio>
      </RadioGroup>
      <FormGrid>
        {value.discountKind === 'percent' ? (
          <NumberField {...fieldProps('percent_off')} isRequired minValue={1} maxValue={90} step={1} value={value.percentOff} onChange={(percentOff) => onChange({ percentOff })} />
        ) : (
          <MoneyField
            {...fieldProps('amount_off_paise')}
            isRequired
            notAmountMessage={copy.notAmount}
            value={value.amountOffPaise}
            onChange={(amountOffPaise) => onChange({ amountOffPaise })}
            errorMessage={amountError}
          />
        )}
        {children}
      </FormGrid>
    </>
  );
}
