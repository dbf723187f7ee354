import { useListAdminCategoriesQuery, type ReturnSettings } from '@shop/api-client/admin';
import { Fragment } from 'react';
import { choicesCopy } from '../../copy/choices';
import { returnSettingsCopy } from '../../copy/returnSettings';
import { ProductTitle } from '../../features/forms/ProductChoice';
import { SettingsSummary } from '../../features/page/SettingsSummary';

const copy = returnSettingsCopy.summary;

/** A shop has a handful of categories: one page holds them all. */
const ALL_CATEGORIES = { page: 1, pageSize: 100 } as const;

/** The return settings as staff read them who may not change them. */
export function ReturnSettingsSummary({ settings }: { settings: ReturnSettings }) {
  const categories = useListAdminCategoriesQuery(ALL_CATEGORIES, { skip: settings.non_returnable_category_ids.length === 0 }).data?.items;
  const reasons = settings.replacement_reasons.map((reason) => returnSettingsCopy.reasons[reason]);
  const categoryName = (id: number) => (categories ? (categories.find((category) => category.id === id)?.name ?? copy.unknownCategory(id)) : choicesCopy.loadingProduct);
  const facts = [
    { label: copy.window, value: copy.days(settings.window_days) },
    { label: copy.replacements, value: reasons.length === 0 ? copy.refundsOnly : copy.replacementFor(reasons) },
    {
      label: copy.categories,
      value: settings.non_returnable_category_ids.length === 0 ? copy.none : settings.non_returnable_category_ids.map(categoryName).join(', '),
    },
    {
      label: copy.products,
      value:
        settings.non_returnable_product_ids.length === 0
          ? copy.none
          : settings.non_returnable_product_ids.map((id, index) => (
              <Fragment key={id}>
                {index > 0 && ', '}
                <ProductTitle id={id} />
              </Fragment>
            )),
    },
  ];
  return <SettingsSummary note={returnSettingsCopy.ownerOnly} facts={facts} />;
}
