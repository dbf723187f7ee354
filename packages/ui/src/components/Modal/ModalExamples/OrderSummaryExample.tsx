import * as styles from './ModalExamples.css';

const items = [
  { name: 'Polycarbonate Bird Spikes, 10 ft', quantity: 2, price: 'Rs.2,998/-' },
  { name: 'Anti Bird Net, 10 × 10 ft', quantity: 1, price: 'Rs.1,250/-' },
];

/** Order details for the large dialog preview. Story-only. */
export function OrderSummaryExample() {
  return (
    <div className={styles.summary}>
      <ul className={styles.summaryItems}>
        {items.map((item) => (
          <li key={item.name} className={styles.summaryRow}>
            <span>
              {item.name} <span className={styles.mrp}>× {item.quantity}</span>
            </span>
            <span className={styles.summaryPrice}>{item.price}</span>
          </li>
        ))}
      </ul>
      <p className={styles.text}>Delivering to Priya Sharma, 14 MG Road, Bengaluru, Karnataka 560001.</p>
      <p className={styles.summaryRow}>
        <strong>Total</strong>
        <strong className={styles.summaryPrice}>Rs.4,248/-</strong>
      </p>
    </div>
  );
}
