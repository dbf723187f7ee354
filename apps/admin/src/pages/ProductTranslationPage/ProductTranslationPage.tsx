import {
  useGetAdminProductTranslationQuery,
  useSaveAdminProductTranslationMutation,
  type AdminProductTranslation,
  type ProductTexts,
  type ProductTextField,
} from '@shop/api-client/admin';
import { PRODUCT_TEXT_FIELDS } from '@shop/contracts/vocabulary';
import { Checkbox } from '@shop/ui/Checkbox';
import { EditorForm } from '@shop/ui/EditorForm';
import { Inline } from '@shop/ui/Inline';
import { Stack } from '@shop/ui/Stack';
import { StatusBadge } from '@shop/ui/StatusBadge';
import { TextArea } from '@shop/ui/TextArea';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { productTranslationCopy as copy } from '../../copy/catalog';
import { SaveProblem } from '../../features/forms/SaveProblem';
import { useSaveAttempt } from '../../features/forms/useSaveAttempt';
import { EditorPage } from '../../features/page/EditorPage';
import { WhenLoaded } from '../../features/page/WhenLoaded';
import { usePageTitle } from '../../features/page/usePageTitle';
import { notify } from '../../features/toasts';

const words = { unreachable: copy.unreachable, unexpected: copy.unexpected };
const FIELD_LABELS: Record<string, string> = Object.fromEntries(PRODUCT_TEXT_FIELDS.map((field) => [`texts.${field}`, copy.fields[field]]));
/** The texts that run to sentences or paragraphs get a box to match, by the lines they usually take. */
const TEXT_BOX_ROWS: Partial<Record<ProductTextField, number>> = { short_desc: 3, long_desc: 10 };

/** /admin/products/:productId/hindi: a product's texts in Hindi, each beside its English. */
export function ProductTranslationPage() {
  const productId = Number(useParams().productId);
  const translation = useGetAdminProductTranslationQuery({ productId, language: 'hi' });
  usePageTitle(translation.data ? copy.title(translation.data.english.title ?? '') : copy.loading);
  return (
    <WhenLoaded query={translation} words={copy}>
      {/* A new key after a save: the form starts again from what was stored (trimmed, blanks gone). */}
      {(stored) => <TranslationForm key={stored.updated_at ?? 'new'} productId={productId} stored={stored} onReload={() => void translation.refetch()} />}
    </WhenLoaded>
  );
}

function TranslationForm({ productId, stored, onReload }: { productId: number; stored: AdminProductTranslation; onReload: () => void }) {
  const [save, saving] = useSaveAdminProductTranslationMutation();
  const [texts, setTexts] = useState<ProductTexts>(stored.texts);
  const [checked, setChecked] = useState<ReadonlySet<ProductTextField>>(new Set());
  const { problem, attempt } = useSaveAttempt(words);
  const errorOf = (field: ProductTextField) => problem?.errors[`texts.${field}`]?.join(' ');
  const english = (field: ProductTextField) => stored.english[field] ?? '';

  const submit = () =>
    attempt(async () => {
      await save({ productId, language: 'hi', adminProductTranslationInput: { texts, checked_fields: [...checked] } }).unwrap();
      notify.success(copy.saved);
    });

  const check = (field: ProductTextField, isChecked: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (isChecked) next.add(field);
      else next.delete(field);
      return next;
    });

  return (
    <EditorPage title={copy.title(english('title'))} intro={copy.intro} back={{ href: `/products/${productId}`, label: copy.back }}>
      <EditorForm
        label={copy.title(english('title'))}
        onSubmit={() => void submit()}
        problem={problem && <SaveProblem problem={problem} fieldLabels={FIELD_LABELS} words={copy} onReload={onReload} />}
        saveLabel={copy.save}
        savingLabel={copy.saving}
        isSaving={saving.isLoading}
        gap="6"
      >
        {PRODUCT_TEXT_FIELDS.map((field) => {
          const rows = TEXT_BOX_ROWS[field];
          const isStale = stored.stale_fields.includes(field);
          const fieldProps = {
            name: field,
            label: copy.fields[field],
            description: copy.english(english(field)),
            value: texts[field] ?? '',
            onChange: (value: string) => setTexts((current) => ({ ...current, [field]: value })),
            isInvalid: Boolean(errorOf(field)),
            errorMessage: errorOf(field),
          };
          return (
            <Stack key={field} gap="2">
              {isStale && (
                <Inline gap="3" alignY="center" wrap>
                  <StatusBadge tone="warning" icon="alert">
                    {copy.stale}
                  </StatusBadge>
                  <Checkbox isSelected={checked.has(field)} onChange={(isChecked) => check(field, isChecked)} description={copy.stillRightHelp}>
                    {`${copy.stillRight}: ${copy.fields[field]}`}
                  </Checkbox>
                </Inline>
              )}
              {rows ? <TextArea {...fieldProps} rows={rows} /> : <TextField {...fieldProps} />}
            </Stack>
          );
        })}
      </EditorForm>
    </EditorPage>
  );
}
