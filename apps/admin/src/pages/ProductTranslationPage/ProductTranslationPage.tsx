import { useGetAdminProductTranslationQuery, useSaveAdminProductTranslationMutation, type ProductTextField } from '@shop/api-client/admin';
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
        </EditorPage>
      )}
    </WhenLoaded>
  );
}
