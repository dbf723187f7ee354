import { Box } from '@shop/ui/Box';
import { Grid } from '@shop/ui/Grid';
import { TextField } from '@shop/ui/TextField';
import type { ReactNode } from 'react';
import { addressesCopy } from '../../copy/addresses';
import { ADDRESS_MAX_LENGTH, REQUIRED_ADDRESS_FIELDS, type AddressValues } from './addressValues';

const copy = addressesCopy.form;
const isRequired = (name: keyof AddressValues) => (REQUIRED_ADDRESS_FIELDS as readonly string[]).includes(name);

export interface AddressFieldsProps {
  values: AddressValues;
  onChange: (name: keyof AddressValues, value: string) => void;
  isReadOnly?: boolean;
}

/**
 * The address fields in the product brief's order, with the browser's address autofill. Their
 * errors come from the react-aria Form around them (`validationErrors`), ours and the server's alike.
 */
export function AddressFields({ values, onChange, isReadOnly = false }: AddressFieldsProps) {
  const field = (name: keyof AddressValues) => ({
    name,
    value: values[name],
    onChange: (value: string) => onChange(name, value),
    maxLength: ADDRESS_MAX_LENGTH[name],
    isRequired: isRequired(name),
    isReadOnly,
  });

  return (
    <Box display="grid" gap="4">
      <FieldPair>
        {/* autoFocus: a form dialog opens with focus in its first field. */}
        <TextField {...field('full_name')} label={copy.fullName} autoComplete="name" autoFocus />
        <TextField
          {...field('phone')}
          label={copy.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          description={copy.phoneHint}
        />
      </FieldPair>
      <TextField {...field('address')} label={copy.address} autoComplete="address-line1" />
      <TextField {...field('address_line2')} label={copy.addressLine2} autoComplete="address-line2" />
      <FieldPair>
        <TextField {...field('city')} label={copy.city} autoComplete="address-level2" />
        <TextField {...field('state')} label={copy.state} autoComplete="address-level1" />
      </FieldPair>
      <FieldPair>
        <TextField
          {...field('zip_code')}
          label={copy.zipCode}
          inputMode="numeric"
          autoComplete="postal-code"
          description={copy.zipHint}
        />
      </FieldPair>
    </Box>
  );
}

/**
 * Two fields side by side once there is room (600 px and up); a single one keeps half the width.
 * A field with help or an error under it grows; its neighbour keeps its own height.
 */
function FieldPair({ children }: { children: ReactNode }) {
  return (
    <Grid columns={{ mobile: 1, sm: 2 }} gap="4" alignItems="flex-start">
      {children}
    </Grid>
  );
}
