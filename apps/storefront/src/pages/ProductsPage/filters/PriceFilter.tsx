import { WHOLE_RUPEES_INTL_OPTIONS } from '@shop/rules';
import { Slider } from '@shop/ui/Slider';
import { memo, useState } from 'react';
import { productsCopy } from '../../../copy/products';
import { PRICE_RANGE, type ProductFilters } from '@shop/rules/listing';

const copy = productsCopy.filters;

/** The price filter's ends in rupees. */
export type PriceRange = Pick<ProductFilters, 'priceFrom' | 'priceTo'>;

export interface PriceFilterProps extends PriceRange {
  onChange: (value: PriceRange) => void;
}

/**
 * The price range slider, ₹0 to ₹50,000. While a thumb is dragged the slider shows the
 * draft; the range is applied (and written to the URL) when the drag ends or a key is
 * pressed, so the results and the history are not rewritten on every pixel.
 */
export const PriceFilter = memo(function PriceFilter({ priceFrom, priceTo, onChange }: PriceFilterProps) {
  // A draft belongs to the applied range it started from: once that range changes (the drag was
  // applied, or Reset Filters was pressed), the draft is dropped for good, so a later return to the
  // same range (Reset after a slow page applied the keys) cannot bring an old draft back.
  const [draft, setDraft] = useState<number[]>();
  const [draftOf, setDraftOf] = useState([priceFrom, priceTo]);
  if (draftOf[0] !== priceFrom || draftOf[1] !== priceTo) {
    setDraftOf([priceFrom, priceTo]);
    setDraft(undefined);
  }
  const range = draft ?? [priceFrom, priceTo];

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
      onChangeEnd={([from = PRICE_RANGE.min, to = PRICE_RANGE.max]) => {
        if (from !== priceFrom || to !== priceTo) onChange({ priceFrom: from, priceTo: to });
      }}
    />
  );
});
