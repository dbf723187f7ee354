import * as styles from './StepIcons.css';

/** The − and + on stepper buttons (NumberField, QuantityStepper). Decorative: react-aria names the buttons. */
export function MinusIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
      <path d="M4.5 10h11" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function PlusIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
      <path d="M10 4.5v11M4.5 10h11" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
