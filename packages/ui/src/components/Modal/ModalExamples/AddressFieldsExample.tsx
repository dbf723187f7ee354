import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { TextField } from 'react-aria-components/TextField';
import * as styles from './ModalExamples.css';

interface FieldProps {
  label: string;
  name: string;
  autoFocus?: boolean;
  isRequired?: boolean;
  type?: string;
  autoComplete?: string;
}

function Field({ label, autoFocus, ...props }: FieldProps) {
  return (
    <TextField {...props} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      {/* autoFocus: a form dialog opens with focus in its first field. */}
      <Input className={styles.input} autoFocus={autoFocus} />
    </TextField>
  );
}

/** The 'Add New Address' fields, story-only; the real form uses the storefront's field components. */
export function AddressFieldsExample({ autoFocus = true }: { autoFocus?: boolean }) {
  return (
    <div className={styles.form}>
      <Field label="Full Name" name="full_name" autoComplete="name" isRequired autoFocus={autoFocus} />
      <Field label="Phone Number" name="phone" type="tel" autoComplete="tel" isRequired />
      <Field label="Address Line 1" name="address" autoComplete="address-line1" isRequired />
      <Field label="Address Line 2 (Optional)" name="address_line2" autoComplete="address-line2" />
      <div className={styles.twoColumns}>
        <Field label="City" name="city" autoComplete="address-level2" isRequired />
        <Field label="State" name="state" autoComplete="address-level1" isRequired />
      </div>
      <Field label="ZIP Code" name="zip_code" autoComplete="postal-code" isRequired />
    </div>
  );
}
