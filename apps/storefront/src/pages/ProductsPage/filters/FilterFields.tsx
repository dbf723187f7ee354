import { Box } from '@shop/ui/Box';
import { Checkbox, CheckboxGroup } from '@shop/ui/CheckboxGroup';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import type { ProductPage } from '@shop/api-client';
import { memo, useCallback } from 'react';
import { productsCopy } from '../../../copy/products';
import { MATERIALS, RATINGS, type ProductFilters } from '@shop/rules/listing';
import * as styles from './filters.css';
import { PriceFilter, type PriceRange } from './PriceFilter';
import { CategoryNamed } from '../../../shared/CategoryName';
import { useShownAtOnce } from '../../../shared/hooks/useShownAtOnce';

const copy = productsCopy.filters;

type Facets = ProductPage['facets'];

export interface FilterFieldsProps {
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
  /** The category names offered as checkboxes. */
  categories: readonly string[];
  /** How many products each choice would give, from the API's answer for the current view; absent before it. */
  facets?: Facets | undefined;
}

/**
 * The filters themselves, shared by the desktop panel and the phone overlay. A tap draws its own group at once and
 * nothing else (the groups are memoised); the listing follows in a transition (useShownAtOnce).
 */
export function FilterFields({ filters: applied, onChange: apply, categories, facets }: FilterFieldsProps) {
  const [filters, change] = useShownAtOnce(applied, apply);
  const changePrice = useCallback((range: PriceRange) => change((current) => ({ ...current, ...range })), [change]);
  const changeCategories = useCallback((chosen: string[]) => change((current) => ({ ...current, categories: chosen })), [change]);
  const changeMaterials = useCallback((chosen: string[]) => change((current) => ({ ...current, materials: chosen })), [change]);
  const changeRatings = useCallback((chosen: number[]) => change((current) => ({ ...current, ratings: chosen })), [change]);
  return (
    <Box display="grid" gap="6">
      <PriceFilter priceFrom={filters.priceFrom} priceTo={filters.priceTo} onChange={changePrice} />
      <CategoryChoices chosen={filters.categories} onChange={changeCategories} categories={categories} counts={facets?.categories} />
      <MaterialChoices chosen={filters.materials} onChange={changeMaterials} counts={facets?.materials} />
      <RatingChoices chosen={filters.ratings} onChange={changeRatings} counts={facets?.ratings} />
    </Box>
  );
}

interface ChoicesProps<Choice> {
  chosen: readonly Choice[];
  onChange: (chosen: Choice[]) => void;
}

const CategoryChoices = memo(function CategoryChoices({
  chosen,
  onChange,
  categories,
  counts,
}: ChoicesProps<string> & { categories: readonly string[]; counts: Facets['categories'] | undefined }) {
  return (
    <CheckboxGroup label={copy.categories} value={chosen as string[]} onChange={onChange}>
      {categories.map((name) => (
        <Checkbox key={name} value={name}>
          <CategoryNamed name={name} />
          <ChoiceCount count={countOf(counts, name)} />
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
});

const MaterialChoices = memo(function MaterialChoices({ chosen, onChange, counts }: ChoicesProps<string> & { counts: Facets['materials'] | undefined }) {
  return (
    <CheckboxGroup label={copy.materials} value={chosen as string[]} onChange={onChange}>
      {MATERIALS.map((material) => (
        <Checkbox key={material} value={material}>
          {material}
          <ChoiceCount count={countOf(counts, material)} />
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
});

const RatingChoices = memo(function RatingChoices({ chosen, onChange, counts }: ChoicesProps<number> & { counts: Facets['ratings'] | undefined }) {
  return (
    <CheckboxGroup
      label={copy.ratings}
      value={chosen.map(String)}
      onChange={(selected) => onChange(selected.map(Number).sort((a, b) => b - a))}
    >
      {RATINGS.map((rating) => (
        <Checkbox key={rating} value={String(rating)}>
          {rating}
          <span className={styles.star} aria-hidden="true">
            {copy.ratingStar}
          </span>
          <span className={visuallyHidden}>{copy.ratingStarSpoken(rating)}</span>
          {copy.ratingAndUp}
          <ChoiceCount count={counts && (counts.find((facet) => facet.rating === rating)?.count ?? 0)} />
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
});

/** A choice's count, once the API has answered: a name it does not list has no product under the other filters. */
function ChoiceCount({ count }: { count: number | undefined }) {
  return count === undefined ? null : <span className={styles.choiceCount}>{copy.choiceCount(count)}</span>;
}

const countOf = (counts: readonly { name: string; count: number }[] | undefined, name: string) =>
  counts && (counts.find((facet) => facet.name === name)?.count ?? 0);
