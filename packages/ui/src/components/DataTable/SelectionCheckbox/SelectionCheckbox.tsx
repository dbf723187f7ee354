import { Checkbox } from 'react-aria-components/Table';
import * as styles from './SelectionCheckbox.css';

/**
 * The box that selects a row, or all rows from the header. react-aria fills in
 * its name ("Select", "Select All") and state through `slot="selection"`.
 */
export function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.box}>
          {isIndeterminate ? (
            <svg className={styles.mark} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
              <path d="M4 8h8" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          ) : isSelected ? (
            <svg className={styles.mark} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
              <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          ) : null}
        </span>
      )}
    </Checkbox>
  );
}
