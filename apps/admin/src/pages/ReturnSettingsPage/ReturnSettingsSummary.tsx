import { useGetAdminProductQuery, useListAdminCategoriesQuery, type ReturnSettings } from '@shop/api-client/admin';
import { Box } from '@shop/ui/Box';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { Fragment } from 'react';
import { returnSettingsCopy } from '../../copy/returnSettings';

const copy = returnSettingsCopy.summary;

/** A shop has a handful of categories: one page holds them all. */
const ALL_CATEGORIES = { page: 1, pageSize: 100 } as const;

/** The settings as staff read them, who may not change them: a list of facts rather than a form they cannot use. */
export function ReturnSettingsSummary({ settings }: { settings: ReturnSettings }) {
  const categories = useListAdminCategoriesQuery(ALL_CATEGORIES, { skip: settings.non_returnable_category_ids.length === 0 }).data?.items;
  const reasons = settings.replacement_reasons.map((reason) => returnSettingsCopy.reasons[reason]);
  const facts = [
    { label: copy.window, value: copy.days(settings.window_days) },
    { label: copy.replacements, value: reasons.length === 0 ? copy.refundsOnly : copy.replacementFor(reasons) },
    {
      label: copy.categories,
      value:
        settings.non_returnable_category_ids.length === 0
          ? copy.none
          : settings.non_returnable_category_ids
              .map((id) => (categories ? (categories.find((category) => category.id === id)?.name ?? copy.unknownCategory(id)) : returnSettingsCopy.loadingProduct))
              .join(', '),
    },
    {
      label: copy.products,
      value:
        settings.non_returnable_product_ids.length === 0
          ? copy.none
          : settings.non_returnable_product_ids.map((id, index) => (
              <Fragment key={id}>
                {index > 0 && ', '}
                <ProductName id={id} />
              </Fragment>
            )),
    },
  ];
  return (
    <Stack gap="4">
      <Text tone="muted">{returnSettingsCopy.ownerOnly}</Text>
      <Surface>
        <Box as="dl" display="grid" gridTemplateColumns={{ mobile: '1', md: 'auto-main' }} columnGap="6" rowGap={{ mobile: '1', md: '3' }} margin="0">
          {facts.map((fact) => (
            <Fragment key={fact.label}>
              <Text as="dt" weight="semibold">
                {fact.label}
              </Text>
              <Box as="dd" margin="0" paddingBottom={{ mobile: '3', md: '0' }}>
                <Text as="span">{fact.value}</Text>
              </Box>
            </Fragment>
          ))}
        </Box>
      </Surface>
    </Stack>
  );
}

function ProductName({ id }: { id: number }) {
  const product = useGetAdminProductQuery({ productId: id });
  return <>{product.data?.title ?? (product.isError ? returnSettingsCopy.unknownProduct(id) : returnSettingsCopy.loadingProduct)}</>;
}
