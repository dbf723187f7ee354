import { BUSINESS_NAME_MAX_LENGTH } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Checkbox } from '@shop/ui/Checkbox';
import { TextField } from '@shop/ui/TextField';
import { checkoutCopy } from '../../copy/checkout';
import type { BusinessFields, BusinessProblems } from './businessBuyer';

const copy = checkoutCopy.business;

export interface BusinessBuyerFieldsProps {
  value: BusinessFields;
  onChange: (value: BusinessFields) => void;
  /**
   * What is wrong with each field (the browser's check of @shop/rules, or the server's refusal, in the same words).
   * Left out inside a form that shows its `validationErrors` by the fields' names, `gstin` and `business_name`.
   */
  problems?: BusinessProblems;
}

/**
 * "Buying for a business?": a box ticked only by a shopper who buys for one, and then the GSTIN and the business's
 * name for a GST invoice. The checkout and the survey booking ask it in the same words.
 */
export function BusinessBuyerFields({ value, onChange, problems }: BusinessBuyerFieldsProps) {
  return (
    <Box display="grid" gap="4">
      <Checkbox isSelected={value.isBusiness} onChange={(isBusiness) => onChange({ ...value, isBusiness })} description={copy.toggleDescription}>
        {copy.toggle}
      </Checkbox>
      {value.isBusiness && (
        <>
          <TextField
            name="gstin"
            label={copy.gstin}
            description={copy.gstinDescription}
            value={value.gstin}
            onChange={(gstin) => onChange({ ...value, gstin })}
            isRequired
            autoComplete="off"
            spellCheck="false"
            maxLength={30}
            placeholder="27AAPFU0939F1ZV"
            isInvalid={problems?.gstin ? true : undefined}
            errorMessage={problems?.gstin}
          />
          <TextField
            name="business_name"
            label={copy.businessName}
            description={copy.businessNameDescription}
            value={value.businessName}
            onChange={(businessName) => onChange({ ...value, businessName })}
            isRequired
            autoComplete="organization"
            maxLength={BUSINESS_NAME_MAX_LENGTH + 20}
            isInvalid={problems?.businessName ? true : undefined}
            errorMessage={problems?.businessName}
          />
        </>
      )}
    </Box>
  );
}
