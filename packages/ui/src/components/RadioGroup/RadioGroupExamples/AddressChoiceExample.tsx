import * as styles from './AddressChoiceExample.css';

/** A saved address as the checkout shows it inside a card radio. Stories only. */
export interface Address {
  id: string;
  fullName: string;
  phone: string;
  line1: string;
  line2?: string;
  city: string;
  state: string;
  zip: string;
}

/** Spans, not `<address>` or divs: it sits inside the radio's `<label>`. */
export function AddressChoiceExample({ address }: { address: Address }) {
  return (
    <span className={styles.lines}>
      <span>{address.line1}</span>
      {address.line2 && <span>{address.line2}</span>}
      <span>
        {address.city}, {address.state} {address.zip}
      </span>
      <span className={styles.phone}>Phone: {address.phone}</span>
    </span>
  );
}

export const sampleAddresses: Address[] = [
  {
    id: 'a1',
    fullName: 'Priya Sharma',
    phone: '98765 43210',
    line1: '14, 2nd Cross, Indiranagar',
    line2: 'Near 100 Feet Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560038',
  },
  {
    id: 'a2',
    fullName: 'Sharma Traders (office)',
    phone: '80 4123 5678',
    line1: 'Unit 5, Peenya Industrial Area',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560058',
  },
  {
    id: 'a3',
    fullName: 'Rahul Verma',
    phone: '91234 56780',
    line1: 'B-203, Lotus Apartments, Sector 62',
    city: 'Noida',
    state: 'Uttar Pradesh',
    zip: '201309',
  },
];
