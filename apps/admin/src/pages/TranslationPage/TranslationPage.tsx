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

/** /admin/gallery/:itemId/hindi: a gallery photo's captions in Hindi. */
export function GalleryTranslationPage() {
  return <TranslationPage subject="gallery_item" keyOf={(params) => params.itemId} />;
}

/** /admin/sales/:saleId/hindi: a sale's name in Hindi. */
export function SaleTranslationPage() {
  return <TranslationPage subject="sale" keyOf={(params) => params.saleId} />;
}

/** /admin/site/faq-topics/:key/hindi: a FAQ topic's title in Hindi. */
export function FaqTopicTranslationPage() {
  return <TranslationPage subject="faq_topic" keyOf={(params) => params.key} />;
}

/** /admin/site/faq-questions/:key/hindi: a FAQ question and its answer in Hindi. */
export function FaqEntryTranslationPage() {
  return <TranslationPage subject="faq_entry" keyOf={(params) => params.key} />;
}

/** /admin/site/announcements/:key/hindi: a message of the announcement bar in Hindi. */
export function AnnouncementTranslationPage() {
  return <TranslationPage subject="announcement" keyOf={(params) => params.key} />;
}

/** /admin/site/banners/:key/hindi: a home page banner's texts in Hindi. */
export function HomeBannerTranslationPage() {
  return <TranslationPage subject="home_banner" keyOf={(params) => params.key} />;
}

/** /admin/site/cards/:key/hindi: a 'Shop by Category' card's texts in Hindi. */
export function HomeCardTranslationPage() {
  return <TranslationPage subject="home_card" keyOf={(params) => params.key} />;
}

/** /admin/site/pages/:key/hindi: a path's title and description in Hindi. */
export function PageTranslationPage() {
  return <TranslationPage subject="page" keyOf={(params) => params.key} />;
}

interface TranslationPageProps {
  subject: keyof typeof translatedSubjectCopy;
  keyOf: (params: Readonly<Record<string, string | undefined>>) => string | undefined;
}

/** A subject's texts in Hindi (a category's, an article's, a FAQ question's…), each beside its English, as the API lists them. */
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
interface FieldWords {
  label: string;
  rows?: number;
  help?: string;
  headingLevels?: readonly (1 | 2 | 3)[];
}

function fieldsOf(translation: AdminTranslation, labels: Readonly<Record<string, FieldWords>>): TranslatedFieldView[] {
  return translation.fields.map((field) => {
    const words: FieldWords | undefined = labels[field.name];
    return { name: field.name, format: field.format, label: words?.label ?? field.name, ...(words ? withoutLabel(words) : {}) };
  });
}

const withoutLabel = ({ label: _label, ...rest }: FieldWords) => rest;
