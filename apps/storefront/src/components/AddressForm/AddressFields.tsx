import { TextField } from '@shop/ui/TextField';
import { addressesCopy } from '../../copy/addresses';
import { ADDRESS_MAX_LENGTH, REQUIRED_ADDRESS_FIELDS, type AddressValues } from './addressValues';
import * as styles from './AddressForm.css';

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
    <div className={styles.fields}>
      <div className={styles.pair}>
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
      </div>
      <TextField {...field('address')} label={copy.address} autoComplete="address-line1" />
      <TextField {...field('address_line2')} label={copy.addressLine2} autoComplete="address-line2" />
      <div className={styles.pair}>
        <TextField {...field('city')} label={copy.city} autoComplete="address-level2" />
        <TextField {...field('state')} label={copy.state} autoComplete="address-level1" />
      </div>
      <div className={styles.pair}>
        <TextField
          {...field('zip_code')}
          label={copy.zipCode}
          inputMode="numeric"
          autoComplete="postal-code"
          description={copy.zipHint}
        />
      </div>
    </div>
  );
}
