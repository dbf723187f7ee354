import { WHOLE_RUPEES_INTL_OPTIONS } from '@shop/rules';
import { Slider } from '@shop/ui/Slider';
import { useState } from 'react';
import { productsCopy } from '../../../copy/products';
import { PRICE_RANGE, type ProductFilters } from '@shop/rules/listing';

const copy = productsCopy.filters;

/** The price filter's ends in rupees. */
export type PriceRange = Pick<ProductFilters, 'priceFrom' | 'priceTo'>;

export interface PriceFilterProps {
  value: PriceRange;
  onChange: (value: PriceRange) => void;
}

/**
 * The price range slider, ₹0 to ₹50,000. While a thumb is dragged the slider shows the
 * draft; the range is applied (and written to the URL) when the drag ends or a key is
 * pressed, so the results and the history are not rewritten on every pixel.
 */
export function PriceFilter({ value, onChange }: PriceFilterProps) {
  // A draft belongs to the value it started from: once the applied range changes
  // (the drag was applied, or Reset Filters was pressed), the draft is dropped.
  const [draft, setDraft] = useState<{ from: PriceRange; range: number[] }>();
  const draftApplies = draft?.from.priceFrom === value.priceFrom && draft.from.priceTo === value.priceTo;
  const range = draftApplies ? draft.range : [value.priceFrom, value.priceTo];

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
      onChangeEnd={([priceFrom = PRICE_RANGE.min, priceTo = PRICE_RANGE.max]) => {
        if (priceFrom !== value.priceFrom || priceTo !== value.priceTo) onChange({ priceFrom, priceTo });
      }}
    />
  );
}
