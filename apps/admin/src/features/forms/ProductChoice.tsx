import { useGetAdminProductQuery, useListAdminProductsQuery, type AdminProduct } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { Checkbox } from '@shop/ui/Checkbox';
import { CheckboxGroup } from '@shop/ui/CheckboxGroup';
import { FormGrid, FormGridItem } from '@shop/ui/FormGrid';
import { Spinner } from '@shop/ui/Spinner';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { choicesCopy } from '../../copy/choices';

/** The editor's words for it (a sale's, the return settings'): its label under the field's server name. */
export interface ProductChoiceWords<Name extends string> {
  fields: Record<Name, string>;
}

/** Enough matches to pick from at a glance; a longer list is narrowed by typing more. */
const MATCHES = 12;

/**
 * Products chosen from the catalogue (a sale's, the non-returnable ones): those chosen when the search last changed
 * first, then the catalogue's matches for the search (by title, from the server, so a catalogue of any size works).
 * Ticking or unticking moves nothing, so focus stays on the box pressed; the chosen ones gather at the top again at
 * the next search. Each shows its price and category (an amount off must stay below the price of every product on
 * sale). Named as the server names the field, so its message shows under it.
 */
export function ProductChoice<Name extends string>({
  name,
  value,
  onChange,
  words,
}: {
  name: Name;
  value: number[];
  onChange: (ids: number[]) => void;
  words: ProductChoiceWords<Name>;
}) {
  const [query, setQuery] = useState('');
  const [pinned, setPinned] = useState(value);
  const search = query.trim();
  const matches = useListAdminProductsQuery({ page: 1, pageSize: MATCHES, query: search || undefined, sort: 'title', order: 'asc' });
  const found = matches.data?.items ?? [];
  const shown = [...new Set([...pinned, ...found.map((product) => product.id), ...value])];

  return (
    <Stack gap="3">
      <TextField
        type="search"
        label={choicesCopy.findProducts}
        description={choicesCopy.findProductsHint}
        value={query}
        onChange={(next) => {
          setQuery(next);
          setPinned(value);
        }}
      />
      <CheckboxGroup
        name={name}
        label={words.fields[name]}
        description={choicesCopy.chosen(value.length)}
        value={value.map(String)}
        onChange={(ids) => onChange(ids.map(Number))}
      >
        <FormGrid>
          {shown.map((id) => (
            <FormGridItem key={id}>
              <ProductCheckbox id={id} known={found.find((product) => product.id === id)} />
            </FormGridItem>
          ))}
        </FormGrid>
      </CheckboxGroup>
      {matches.isError ? (
        <Text tone="critical">{choicesCopy.productsFailed}</Text>
      ) : matches.isFetching ? (
        <Spinner size="sm" label={choicesCopy.searching} isLabelVisible />
      ) : (
        search !== '' && found.length === 0 && <Text tone="muted">{choicesCopy.noMatch(search)}</Text>
      )}
    </Stack>
  );
}

/** One product to tick, with its price; a chosen product outside the search's matches is fetched by its id. */
function ProductCheckbox({ id, known }: { id: number; known: AdminProduct | undefined }) {
  const product = useProduct(id, known);
  return (
    <Checkbox value={String(id)} description={product.data ? `${formatPaise(product.data.price_paise)} · ${product.data.category_name}` : undefined}>
      {productTitle(id, product)}
    </Checkbox>
  );
}

/** A chosen product's title, fetched by its id; said so when it is no longer in the catalogue. */
export function ProductTitle({ id }: { id: number }) {
  return <>{productTitle(id, useProduct(id, undefined))}</>;
}

interface ProductLoad {
  data?: AdminProduct | undefined;
  isError: boolean;
}

function useProduct(id: number, known: AdminProduct | undefined): ProductLoad {
  const fetched = useGetAdminProductQuery({ productId: id }, { skip: known !== undefined });
  return known ? { data: known, isError: false } : fetched;
}

function productTitle(id: number, { data, isError }: ProductLoad): string {
  return data?.title ?? (isError ? choicesCopy.unknownProduct(id) : choicesCopy.loadingProduct);
}
