import { useState } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { SlotPicker, type SlotPickerProps } from '../SlotPicker';

/** The picker as a page holds it: the chosen start in state, reported to `onChange`; India's English, as the shop. */
export function ControlledSlotPicker({ value: initial = null, onChange, ...props }: Omit<SlotPickerProps, 'value'> & { value?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <I18nProvider locale="en-IN">
      <SlotPicker
        {...props}
        value={value}
        onChange={(startsAt) => {
          setValue(startsAt);
          onChange(startsAt);
        }}
      />
    </I18nProvider>
  );
}
