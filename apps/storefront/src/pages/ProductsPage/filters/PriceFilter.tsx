import { WHOLE_RUPEES_INTL_OPTIONS } from '@shop/rules';
import { Slider } from '@shop/ui/Slider';
import { useState } from 'react';
import { productsCopy } from '../../../copy/products';
import { PRICE_RANGE, type PriceBounds } from '@shop/rules/listing';

const copy = productsCopy.filters;

export interface PriceFilterProps {
  value: PriceBounds;
  onChange: (value: PriceBounds) => void;
}

/**
 * The price range slider, ₹0 to ₹50,000. While a thumb is dragged the slider shows the
 * draft; the range is applied (and written to the URL) when the drag ends or a key is
 * pressed, so the results and the history are not rewritten on every pixel.
 */
export function PriceFilter({ value, onChange }: PriceFilterProps) {
  // A draft belongs to the value it started from: once the applied range changes
  // (the drag was applied, or Reset Filters was pressed), the draft is dropped.
  const [draft, setDraft] = useState<{ from: PriceBounds; range: number[] }>();
  const range = draft?.from === value ? draft.range : [value.min, value.max];

  return (
    <Slider<number[]>
      label={copy.price}
      thumbLabels={[copy.minPrice, copy.maxPrice]}
      minValue={PRICE_RANGE.min}
      maxValue={PRICE_RANGE.max}
      step={PRICE_RANGE.step}
      formatOptions={WHOLE_RUPEES_INTL_OPTIONS}
      showBounds
      value={range}
      onChange={(next) => setDraft({ from: value, range: next })}
      onChangeEnd={([min = PRICE_RANGE.min, max = PRICE_RANGE.max]) => {
        if (min !== value.min || max !== value.max) onChange({ min, max });
      }}
    />
  );
}
