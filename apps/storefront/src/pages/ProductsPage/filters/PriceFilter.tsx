import { WHOLE_RUPEES_INTL_OPTIONS } from '@shop/rules';
import { Slider } from '@shop/ui/Slider';
import { useState } from 'react';
import { productsCopy } from '../../../copy/products';
import { PRICE_RANGE, type ProductFilters } from '@shop/rules/listing';

const copy = productsCopy.filters;

/** The price filter's ends in rupees. */
type PriceRange = Pick<ProductFilters, 'priceFrom' | 'priceTo'>;

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
  // A draft belongs to the applied range it started from: once that range changes (the drag was
  // applied, or Reset Filters was pressed), the draft is dropped for good, so a later return to the
  // same range (Reset after a slow page applied the keys) cannot bring an old draft back.
  const [draft, setDraft] = useState<number[]>();
  const [draftOf, setDraftOf] = useState(value);
  if (draftOf.priceFrom !== value.priceFrom || draftOf.priceTo !== value.priceTo) {
    setDraftOf(value);
    setDraft(undefined);
  }
  const range = draft ?? [value.priceFrom, value.priceTo];

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
      onChange={setDraft}
      onChangeEnd={([priceFrom = PRICE_RANGE.min, priceTo = PRICE_RANGE.max]) => {
        if (priceFrom !== value.priceFrom || priceTo !== value.priceTo) onChange({ priceFrom, priceTo });
      }}
    />
  );
}
