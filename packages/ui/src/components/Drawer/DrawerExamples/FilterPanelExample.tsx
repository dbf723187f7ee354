import type { ReactNode } from 'react';
import { Checkbox } from 'react-aria-components/Checkbox';
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { Label } from 'react-aria-components/Label';
import { Button } from '../../Button';
import { Dialog } from '../../Modal';
import * as styles from './DrawerExamples.css';

function FilterCheckbox({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Checkbox value={value} className={styles.checkbox}>
      <span className={styles.box} aria-hidden="true">
        <svg className={styles.check} viewBox="0 0 16 16" fill="none" focusable="false">
          <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      {children}
    </Checkbox>
  );
}

/** The mobile filter overlay's content: the same filters as the desktop panel. Story-only. */
export function FilterPanelExample() {
  return (
    <Dialog
      title="Filters"
      footer={
        <>
          <Button variant="secondary">Reset Filters</Button>
          <Button slot="close">Show results</Button>
        </>
      }
    >
      <div className={styles.filters}>
        <CheckboxGroup className={styles.fieldset} defaultValue={['bird-spikes']}>
          <Label className={styles.legend}>Categories</Label>
          <FilterCheckbox value="bird-spikes">Bird Spikes</FilterCheckbox>
          <FilterCheckbox value="bird-nets">Bird Nets</FilterCheckbox>
          <FilterCheckbox value="accessories">Accessories</FilterCheckbox>
        </CheckboxGroup>
        <CheckboxGroup className={styles.fieldset}>
          <Label className={styles.legend}>Material</Label>
          <FilterCheckbox value="plastic">Plastic</FilterCheckbox>
          <FilterCheckbox value="stainless-steel">Stainless Steel</FilterCheckbox>
        </CheckboxGroup>
      </div>
    </Dialog>
  );
}
