import { useGetAdminTranslationQuery, useSaveAdminTranslationMutation, type AdminTranslation } from '@shop/api-client/admin';
import { useParams } from 'react-router-dom';
import { translationCopy as copy, translatedSubjectCopy } from '../../copy/translation';
import { EditorPage } from '../../features/page/EditorPage';
import { WhenLoaded } from '../../features/page/WhenLoaded';
import { usePageTitle } from '../../features/page/usePageTitle';
import { TranslationForm, type TranslatedFieldView } from '../../features/translation/TranslationForm';

/** /admin/categories/:categoryId/hindi: a category's name in Hindi. */
export function CategoryTranslationPage() {
  return <TranslationPage subject="category" keyOf={(params) => params.categoryId} />;
}

/** /admin/blogs/:blogId/hindi: an article in Hindi. */
export function ArticleTranslationPage() {
  return <TranslationPage subject="article" keyOf={(params) => params.blogId} />;
}

/** /admin/legal-pages/:slug/hindi: a policy page in Hindi. */
export function PolicyTranslationPage() {
  return <TranslationPage subject="policy" keyOf={(params) => params.slug} />;
}

interface TranslationPageProps {
  subject: keyof typeof translatedSubjectCopy;
  keyOf: (params: Readonly<Record<string, string | undefined>>) => string | undefined;
}

/** A category's, an article's or a policy page's texts in Hindi, each beside its English, as the API lists them. */
function TranslationPage({ subject, keyOf }: TranslationPageProps) {
  const key = keyOf(useParams()) ?? '';
  const words = translatedSubjectCopy[subject];
  const translation = useGetAdminTranslationQuery({ subject, key, language: 'hi' });
  const [save, saving] = useSaveAdminTranslationMutation();
  const title = copy.title(translation.data ? words.name(translation.data.english) : '');
  usePageTitle(translation.data ? title : copy.loading);
  return (
    <WhenLoaded query={translation} words={copy}>
      {(stored) => (
        <EditorPage title={title} intro={copy.intro} back={{ href: words.back(key), label: words.backLabel }}>
          {/* A new key after a save: the form starts again from what was stored (trimmed, cleaned, blanks gone). */}
          <TranslationForm
            key={stored.updated_at ?? 'new'}
            label={title}
            fields={fieldsOf(stored, words.fields)}
            stored={stored}
            isSaving={saving.isLoading}
            onReload={() => void translation.refetch()}
            onSave={(texts, checkedFields) =>
              save({ subject, key, language: 'hi', adminTranslationInput: { texts, checked_fields: checkedFields } }).unwrap()
            }
          />
        </EditorPage>
      )}
    </WhenLoaded>
  );
}

/** The texts the API says the subject has, in its order, labelled in the back-office's words. */
function fieldsOf(translation: AdminTranslation, labels: Readonly<Record<string, { label: string; headingLevels?: readonly (1 | 2 | 3)[] }>>): TranslatedFieldView[] {
  return translation.fields.map((field) => ({
    name: field.name,
    format: field.format,
    label: labels[field.name]?.label ?? field.name,
    ...(labels[field.name]?.headingLevels ? { headingLevels: labels[field.name]!.headingLevels! } : {}),
  }));
}
