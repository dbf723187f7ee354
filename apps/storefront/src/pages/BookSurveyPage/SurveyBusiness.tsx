import { BUSINESS_NAME_MAX_LENGTH } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Checkbox } from '@shop/ui/Checkbox';
import { TextField } from '@shop/ui/TextField';
import { checkoutCopy } from '../../copy/checkout';
import type { BusinessFields } from '../../features/payments/businessBuyer';

const copy = checkoutCopy.business;

/**
 * The survey form's optional business: the checkout's "Buying for a business?" box and, ticked, the GSTIN and the
 * business's name for a GST invoice of the fee, in the checkout's words. Their problems come through the form's
 * `validationErrors` by the fields' names (the browser's check of @shop/rules, or the server's, in the same words).
 */
export function SurveyBusiness({ value, onChange }: { value: BusinessFields; onChange: (value: BusinessFields) => void }) {
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
          />
        </>
      )}
    </Box>
  );
}
