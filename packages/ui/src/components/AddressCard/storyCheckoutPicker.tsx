import { Label, RadioButton, RadioField, RadioGroup, type RadioGroupProps } from 'react-aria-components/RadioGroup';
import { AddressCard } from './AddressCard';
import * as styles from './storyCheckout.css';
import { storyAddresses } from './storyAddresses';

/**
 * How checkout uses AddressCard (stories only): a react-aria RadioGroup whose
 * options render the card from their render props.
 */
export function CheckoutAddressPicker(props: Omit<RadioGroupProps, 'children'>) {
  return (
    <RadioGroup {...props} className={styles.group}>
      <Label className={styles.groupLabel}>Delivery address</Label>
      <div className={styles.options}>
        {storyAddresses.map(({ id, ...address }) => (
          <RadioField key={id} value={id} className={styles.field}>
            <RadioButton className={styles.radio}>
              {(state) => <AddressCard {...address} option={state} />}
            </RadioButton>
          </RadioField>
        ))}
      </div>
    </RadioGroup>
  );
}
