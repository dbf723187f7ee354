import {
  useGetAdminProductTranslationQuery,
  useGetAdminTranslationQuery,
  useListAdminVariantsQuery,
  useSaveAdminProductTranslationMutation,
  useSaveAdminTranslationMutation,
  type AdminVariant,
  type ProductTextField,
} from '@shop/api-client/admin';
import { Heading } from '@shop/ui/Heading';
import { Stack } from '@shop/ui/Stack';
import { PRODUCT_TEXT_FIELDS } from '@shop/contracts/vocabulary';
import { useParams } from 'react-router-dom';
import { productTranslationCopy } from '../../copy/catalog';
import { translationCopy as copy } from '../../copy/translation';
import { EditorPage } from '../../features/page/EditorPage';
import { WhenLoaded } from '../../features/page/WhenLoaded';
import { usePageTitle } from '../../features/page/usePageTitle';
import { TranslationForm, type TranslatedFieldView } from '../../features/translation/TranslationForm';

/** The texts that run to sentences or paragraphs get a box to match, by the lines they usually take. */
const TEXT_BOX_ROWS: Partial<Record<ProductTextField, number>> = { short_desc: 3, long_desc: 10 };
const FIELDS: TranslatedFieldView[] = PRODUCT_TEXT_FIELDS.map((name) => ({
  name,
  label: productTranslationCopy.fields[name],
  format: 'text',
  ...(TEXT_BOX_ROWS[name] ? { rows: TEXT_BOX_ROWS[name] } : {}),
}));

/** /admin/products/:productId/hindi: a product's texts in Hindi, each beside its English. */
export function ProductTranslationPage() {
  const productId = Number(useParams().productId);
  const translation = useGetAdminProductTranslationQuery({ productId, language: 'hi' });
  const [save, saving] = useSaveAdminProductTranslationMutation();
  const title = copy.title(translation.data?.english.title ?? '');
  usePageTitle(translation.data ? title : copy.loading);
  return (
    <WhenLoaded query={translation} words={copy}>
      {(stored) => (
        <EditorPage title={title} intro={copy.intro} back={{ href: `/products/${productId}`, label: productTranslationCopy.back }}>
          {/* A new key after a save: the form starts again from what was stored (trimmed, blanks gone). */}
          <TranslationForm
            key={stored.updated_at ?? 'new'}
            label={title}
            fields={FIELDS}
            stored={stored}
            isSaving={saving.isLoading}
            onReload={() => void translation.refetch()}
            onSave={(texts, checkedFields) =>
              save({ productId, language: 'hi', adminProductTranslationInput: { texts, checked_fields: checkedFields as ProductTextField[] } }).unwrap()
            }
          />
          <PackLabels productId={productId} />
        </EditorPage>
      )}
    </WhenLoaded>
  );
}

/**
 * The labels of the product's packs on sale ("Pack of 20 (6 m)"), what a shopper chooses by: each its own small form,
 * as each is its own variant. A product's only pack has no label, so nothing to translate.
 */
function PackLabels({ productId }: { productId: number }) {
  const variants = useListAdminVariantsQuery({ productId });
  const labelled = variants.data?.filter((variant) => !variant.retired && variant.label !== '') ?? [];
  if (labelled.length === 0) return null;
  return (
    <Stack as="section" gap="4" aria-labelledby="pack-labels">
      <Heading level={2} id="pack-labels">
        {productTranslationCopy.packLabels}
      </Heading>
      {labelled.map((variant) => (
        <PackLabel key={variant.id} variant={variant} />
      ))}
    </Stack>
  );
}

function PackLabel({ variant }: { variant: AdminVariant }) {
  const key = String(variant.id);
  const translation = useGetAdminTranslationQuery({ subject: 'variant', key, language: 'hi' });
  const [save, saving] = useSaveAdminTranslationMutation();
  return (
    <WhenLoaded query={translation} words={copy}>
      {(stored) => (
        <TranslationForm
          key={stored.updated_at ?? 'new'}
          label={productTranslationCopy.packLabel(variant.label)}
          fields={[{ name: 'label', label: productTranslationCopy.packLabel(variant.label), format: 'text' }]}
          stored={stored}
          isSaving={saving.isLoading}
          onReload={() => void translation.refetch()}
          onSave={(texts, checkedFields) => save({ subject: 'variant', key, language: 'hi', adminTranslationInput: { texts, checked_fields: checkedFields } }).unwrap()}
        />
      )}
    </WhenLoaded>
  );
}
