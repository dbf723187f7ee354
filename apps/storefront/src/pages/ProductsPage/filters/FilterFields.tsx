import { Box } from '@shop/ui/Box';
import { Checkbox, CheckboxGroup } from '@shop/ui/CheckboxGroup';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import type { ProductPage } from '@shop/api-client';
import { productsCopy } from '../../../copy/products';
import { MATERIALS, RATINGS, type ProductFilters } from '@shop/rules/listing';
import * as styles from './filters.css';
import { PriceFilter } from './PriceFilter';
import { CategoryNamed } from '../../../shared/CategoryName';

const copy = productsCopy.filters;

export interface FilterFieldsProps {
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
  /** The category names offered as checkboxes. */
  categories: readonly string[];
  /** How many products each choice would give, from the API's answer for the current view; absent before it. */
  facets?: ProductPage['facets'] | undefined;
}

/** A choice's count, once the API has answered: a name it does not list has no product under the other filters. */
function ChoiceCount({ count }: { count: number | undefined }) {
  return count === undefined ? null : <span className={styles.choiceCount}>{copy.choiceCount(count)}</span>;
}

const countOf = (counts: readonly { name: string; count: number }[] | undefined, name: string) =>
  counts && (counts.find((facet) => facet.name === name)?.count ?? 0);

/** The filters themselves, shared by the desktop panel and the phone overlay. */
export function FilterFields({ filters, onChange, categories, facets }: FilterFieldsProps) {
  return (
    <Box display="grid" gap="6">
      <PriceFilter value={filters} onChange={(range) => onChange({ ...filters, ...range })} />
      <CheckboxGroup
        label={copy.categories}
        value={filters.categories}
        onChange={(selected) => onChange({ ...filters, categories: selected })}
      >
        {categories.map((name) => (
          <Checkbox key={name} value={name}>
            <CategoryNamed name={name} />
            <ChoiceCount count={countOf(facets?.categories, name)} />
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CheckboxGroup
        label={copy.materials}
        value={filters.materials}
        onChange={(selected) => onChange({ ...filters, materials: selected })}
      >
        {MATERIALS.map((material) => (
          <Checkbox key={material} value={material}>
            {material}
            <ChoiceCount count={countOf(facets?.materials, material)} />
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CheckboxGroup
        label={copy.ratings}
        value={filters.ratings.map(String)}
        onChange={(selected) => onChange({ ...filters, ratings: selected.map(Number).sort((a, b) => b - a) })}
      >
        {RATINGS.map((rating) => (
          <Checkbox key={rating} value={String(rating)}>
            {rating}
            <span className={styles.star} aria-hidden="true">
              {copy.ratingStar}
            </span>
            <span className={visuallyHidden}>{copy.ratingStarSpoken(rating)}</span>
            {copy.ratingAndUp}
            <ChoiceCount count={facets && (facets.ratings.find((facet) => facet.rating === rating)?.count ?? 0)} />
          </Checkbox>
        ))}
      </CheckboxGroup>
    </Box>
  );
}
