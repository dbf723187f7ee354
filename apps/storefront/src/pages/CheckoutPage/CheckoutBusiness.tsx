import { Box } from '@shop/ui/Box';
import { Checkbox } from '@shop/ui/Checkbox';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Surface } from '@shop/ui/Surface';
import { TextField } from '@shop/ui/TextField';
import { BUSINESS_NAME_MAX_LENGTH } from '@shop/rules';
import { memo, useId } from 'react';
import { checkoutCopy } from '../../copy/checkout';
import type { BusinessFields, BusinessProblems } from '../../features/payments/businessBuyer';

const copy = checkoutCopy.business;

export interface CheckoutBusinessProps {
  value: BusinessFields;
  onChange: (value: BusinessFields) => void;
  /** What is wrong with each field: the browser's check of @shop/rules, or the server's refusal (the same words). */
  problems: BusinessProblems;
}

/**
 * Under the order updates: a business buyer's GSTIN and name for a GST invoice, behind a box ticked only by a
 * shopper who buys for one (or whose last business order saved them, which fill the fields).
 */
export const CheckoutBusiness = memo(function CheckoutBusiness({ value, onChange, problems }: CheckoutBusinessProps) {
  const titleId = useId();
  return (
    <Surface as="section" aria-labelledby={titleId}>
      <SectionHeader title={copy.title} titleId={titleId} />
      <Box display="grid" gap="4">
        <Checkbox isSelected={value.isBusiness} onChange={(isBusiness) => onChange({ ...value, isBusiness })} description={copy.toggleDescription}>
          {copy.toggle}
        </Checkbox>
        {value.isBusiness && (
          <Box display="grid" gap="4">
            <TextField
              label={copy.gstin}
              description={copy.gstinDescription}
              value={value.gstin}
              onChange={(gstin) => onChange({ ...value, gstin })}
              isRequired
              autoComplete="off"
              spellCheck="false"
              maxLength={30}
              placeholder="27AAPFU0939F1ZV"
              isInvalid={problems.gstin ? true : undefined}
              errorMessage={problems.gstin}
            />
            <TextField
              label={copy.businessName}
              description={copy.businessNameDescription}
              value={value.businessName}
              onChange={(businessName) => onChange({ ...value, businessName })}
              isRequired
              autoComplete="organization"
              maxLength={BUSINESS_NAME_MAX_LENGTH + 20}
              isInvalid={problems.businessName ? true : undefined}
              errorMessage={problems.businessName}
            />
          </Box>
        )}
      </Box>
    </Surface>
  );
});
