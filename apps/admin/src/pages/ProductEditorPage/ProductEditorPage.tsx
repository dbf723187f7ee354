import {
  useCreateAdminProductMutation,
  useDeleteAdminProductMutation,
  useGetAdminProductQuery,
  useListAdminCategoriesQuery,
  useSetAdminProductVisibilityMutation,
  useUpdateAdminProductMutation,
  type AdminProduct,
} from '@shop/api-client/admin';
import { GST_RATES } from '@shop/contracts/vocabulary';
import { Button } from '@shop/ui/Button';
import { Checkbox } from '@shop/ui/Checkbox';
import { EditorForm } from '@shop/ui/EditorForm';
import { FieldGroup } from '@shop/ui/FieldGroup';
import { FormGrid, FormGridItem } from '@shop/ui/FormGrid';
import { Inline } from '@shop/ui/Inline';
import { Select, SelectItem } from '@shop/ui/Select';
import { Stack } from '@shop/ui/Stack';
import { StatusBadge } from '@shop/ui/StatusBadge';
import { Text } from '@shop/ui/Text';
import { TextArea } from '@shop/ui/TextArea';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { productEditorCopy as copy, productsCopy } from '../../copy/catalog';
import { serverProblem } from '../../features/forms/serverProblem';
import { SaveProblem } from '../../features/forms/SaveProblem';
import { useSaveAttempt } from '../../features/forms/useSaveAttempt';
import { LinkButton } from '@shop/ui/LinkButton';
import { EditorPage } from '../../features/page/EditorPage';
import { translationCopy } from '../../copy/translation';
import { WhenLoaded } from '../../features/page/WhenLoaded';
import { usePageTitle } from '../../features/page/usePageTitle';
import { useIsOwner } from '../../features/session';
import { notify } from '../../features/toasts';
import { DeclarationFields, PackFields } from './DeclarationFields';
import { GtinField, HsnCodeField, ParcelFields, PriceAndStockFields } from './FigureFields';
import { PhotoList } from './PhotoList';
import { ProductVariants } from './ProductVariants';
import { bodyFromForm, EMPTY_FORM, formFromProduct, slugFromTitle, type ProductForm } from './productForm';

const words = { unreachable: copy.unreachable, unexpected: copy.unexpected };
/** The API's field names → the labels FormErrorSummary links to. */
const FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(copy.fields).filter(([, label]) => typeof label === 'string')),
  highlights: copy.groups.highlights,
  version: copy.conflictTitle,
};

/** /admin/products/new and /admin/products/:productId: the product's form and, once it exists, its variants. */
export function ProductEditorPage() {
  const { productId } = useParams();
  const id = productId && /^\d+$/.test(productId) ? Number(productId) : undefined;
  const product = useGetAdminProductQuery({ productId: id ?? 0 }, { skip: id === undefined });
  usePageTitle(id === undefined ? copy.newTitle : product.data ? copy.editTitle(product.data.title) : copy.loading);

  if (id === undefined) return <ProductEditor key="new" product={undefined} onReload={() => undefined} />;
  // A new version (after a save, a reload or a variant's change) starts the form again from what the server holds;
  // the variants keep their own state (an open dialog) across it.
  return (
    <WhenLoaded query={product} words={{ ...copy, retry: copy.reload }}>
      {(saved) => (
        <Stack gap="6">
          <ProductEditor key={`${saved.id}-${saved.version}`} product={saved} onReload={() => void product.refetch()} />
          <ProductVariants product={saved} />
        </Stack>
      )}
    </WhenLoaded>
  );
}

function ProductEditor({ product, onReload }: { product: AdminProduct | undefined; onReload: () => void }) {
  const isOwner = useIsOwner();
  const navigate = useNavigate();
  const categories = useListAdminCategoriesQuery({ page: 1, pageSize: 100 });
  const [create, creating] = useCreateAdminProductMutation();
  const [update, updating] = useUpdateAdminProductMutation();
  const [setVisibility, settingVisibility] = useSetAdminProductVisibilityMutation();
  const [remove, removing] = useDeleteAdminProductMutation();
  const [form, setForm] = useState<ProductForm>(() => (product ? formFromProduct(product) : EMPTY_FORM));
  const [slugTouched, setSlugTouched] = useState(product !== undefined);
  const { problem, setProblem, attempt } = useSaveAttempt(words);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const set = <Field extends keyof ProductForm>(field: Field) => (value: ProductForm[Field]) => setForm((current) => ({ ...current, [field]: value }));
  const change = (fields: Partial<ProductForm>) => setForm((current) => ({ ...current, ...fields }));
  const errorOf = (field: string) => problem?.errors[field]?.join(' ');

  const submit = async () => {
    const made = bodyFromForm(form, { notRupees: copy.notRupees, required: copy.required, notWholeNumber: copy.notWholeNumber, notQuantity: copy.notQuantity });
    if ('errors' in made) {
      setProblem({ detail: copy.errorsTitle, errors: made.errors });
      return;
    }
    await attempt(async () => {
      if (product) {
        await update({ productId: product.id, adminProductInput: { ...made.body, version: product.version } }).unwrap();
        notify.success(copy.saved);
      } else {
        const created = await create({ adminProductInput: made.body }).unwrap();
        notify.success(copy.created);
        navigate(`/products/${created.id}`, { replace: true });
      }
    });
  };

  const toggleVisibility = async () => {
    if (!product) return;
    await attempt(async () => {
      const saved = await setVisibility({ productId: product.id, adminVisibilityUpdate: { hidden: !product.hidden, version: product.version } }).unwrap();
      notify.success(saved.hidden ? copy.hiddenNow : copy.shownNow);
    });
  };

  const deleteProduct = async () => {
    if (!product) return;
    try {
      await remove({ productId: product.id, version: product.version }).unwrap();
      notify.success(copy.deleted);
      navigate('/products', { replace: true });
    } catch (error) {
      setConfirmingDelete(false);
      setProblem(serverProblem(error, words));
    }
  };

  return (
    <EditorPage title={product ? copy.editTitle(product.title) : copy.newTitle} back={{ href: '/products', label: copy.back }}>
      {problem && <SaveProblem problem={problem} fieldLabels={FIELD_LABELS} words={copy} onReload={onReload} />}
      {product && (
        <Inline gap="3" wrap>
          <Button variant="secondary" onPress={() => void toggleVisibility()} isPending={settingVisibility.isLoading}>
            {product.hidden ? copy.show : copy.hide}
          </Button>
          <LinkButton variant="secondary" href={`/products/${product.id}/hindi`}>
            {translationCopy.link}
          </LinkButton>
          {product.ever_ordered ? (
            <Text tone="muted">{copy.orderedNote}</Text>
          ) : confirmingDelete ? (
            <Inline gap="2" alignY="center" wrap>
              <Text>{copy.deleteConfirm}</Text>
              <Button variant="danger" onPress={() => void deleteProduct()} isPending={removing.isLoading}>
                {copy.delete}
              </Button>
              <Button variant="secondary" onPress={() => setConfirmingDelete(false)}>
                ✕
              </Button>
            </Inline>
          ) : (
            <Button variant="secondary" onPress={() => setConfirmingDelete(true)}>
              {copy.delete}
            </Button>
          )}
        </Inline>
      )}
      <EditorForm label={product ? copy.editTitle(product.title) : copy.newTitle} onSubmit={() => void submit()} saveLabel={copy.save} savingLabel={copy.saving} isSaving={creating.isLoading || updating.isLoading} saveSize="lg">
        <FieldGroup legend={copy.groups.basics}>
          <FormGrid>
            <TextField
              name="title"
              label={copy.fields.title}
              isRequired
              value={form.title}
              isInvalid={Boolean(errorOf('title'))}
              errorMessage={errorOf('title')}
              onChange={(title) => setForm((current) => ({ ...current, title, slug: slugTouched ? current.slug : slugFromTitle(title) }))}
            />
            <TextField
              name="slug"
              label={copy.fields.slug}
              description={copy.fields.slugHelp}
              isRequired
              value={form.slug}
              isInvalid={Boolean(errorOf('slug'))}
              errorMessage={errorOf('slug')}
              onChange={(slug) => {
                setSlugTouched(true);
                set('slug')(slug);
              }}
            />
            {/* Disabled until the categories arrive: before then a tap would open nothing (an empty list stays shut). */}
            <Select
              label={copy.fields.category_id}
              isRequired
              isDisabled={!categories.data}
              value={form.categoryId === '' ? null : form.categoryId}
              onChange={(key) => set('categoryId')(key === null ? '' : String(key))}
              isInvalid={Boolean(errorOf('category_id'))}
              errorMessage={errorOf('category_id')}
            >
              {(categories.data?.items ?? []).map((category) => (
                <SelectItem key={category.id} id={String(category.id)}>
                  {category.name}
                </SelectItem>
              ))}
            </Select>
            <Select label={copy.fields.material} value={form.material} onChange={(key) => set('material')(key === 'Plastic' ? 'Plastic' : 'Stainless Steel')}>
              <SelectItem id="Stainless Steel">Stainless Steel</SelectItem>
              <SelectItem id="Plastic">Plastic</SelectItem>
            </Select>
            <FormGridItem span="full">
              <Inline gap="6" wrap>
                <Checkbox isSelected={form.isBestseller} onChange={set('isBestseller')}>
                  {copy.fields.is_bestseller}
                </Checkbox>
                {!product && (
                  <Checkbox isSelected={form.hidden} onChange={set('hidden')}>
                    {copy.fields.hidden}
                  </Checkbox>
                )}
              </Inline>
            </FormGridItem>
          </FormGrid>
        </FieldGroup>

        <FieldGroup legend={copy.groups.prices}>
          <PriceAndStockFields form={form} onChange={change} errorOf={errorOf} pricesReadOnly={!isOwner} />
        </FieldGroup>

        <FieldGroup legend={copy.groups.declarations} description={copy.declarations.help}>
          <Stack gap="4">
            {product && product.missing_declarations.length > 0 && (
              <Stack gap="1" align="left">
                <StatusBadge tone="warning" icon="alert" size="md">
                  {copy.declarations.missingBadge}
                </StatusBadge>
                <Text tone="muted">{copy.declarations.missing(product.missing_declarations.map((field) => copy.declarations.fieldNames[field] ?? field))}</Text>
              </Stack>
            )}
            <DeclarationFields form={form} onChange={change} errorOf={errorOf} />
            <PackFields form={form} onChange={change} errorOf={errorOf} />
          </Stack>
        </FieldGroup>

        <FieldGroup legend={copy.groups.tax}>
          <FormGrid>
            <HsnCodeField form={form} onChange={change} errorOf={errorOf} />
            <Select label={copy.fields.gst_rate} value={form.gstRate} onChange={(key) => set('gstRate')(String(key))}>
              {GST_RATES.map((rate) => (
                <SelectItem key={rate} id={String(rate)}>{`${rate}%`}</SelectItem>
              ))}
            </Select>
            <GtinField form={form} onChange={change} errorOf={errorOf} />
          </FormGrid>
        </FieldGroup>

        <FieldGroup legend={copy.groups.parcel} description={copy.fields.parcelHelp}>
          <Stack gap="3">
            {product?.parcel_estimated && (
              <Stack gap="1" align="left">
                <StatusBadge tone="warning" icon="alert" size="md">
                  {productsCopy.parcelEstimated}
                </StatusBadge>
                <Text tone="muted">{copy.fields.parcelEstimatedHelp}</Text>
              </Stack>
            )}
            <ParcelFields form={form} onChange={change} errorOf={errorOf} />
          </Stack>
        </FieldGroup>

        <FieldGroup legend={copy.groups.texts}>
          <Stack gap="4">
            <TextArea name="short_desc" label={copy.fields.short_desc} rows={2} value={form.shortDesc} onChange={set('shortDesc')} errorMessage={errorOf('short_desc')} />
            <TextArea name="long_desc" label={copy.fields.long_desc} rows={6} value={form.longDesc} onChange={set('longDesc')} errorMessage={errorOf('long_desc')} />
            <TextField name="keywords" label={copy.fields.keywords} value={form.keywords} onChange={set('keywords')} />
          </Stack>
        </FieldGroup>

        <FieldGroup legend={copy.groups.highlights} errorMessage={errorOf('highlights')}>
          <Stack gap="3">
            {form.highlights.map((highlight, index) => (
              <TextField
                key={index}
                name={`highlights.${index}`}
                label={copy.fields.highlight(index + 1)}
                isRequired
                value={highlight}
                isInvalid={Boolean(errorOf(`highlights.${index}`))}
                errorMessage={errorOf(`highlights.${index}`)}
                onChange={(text) =>
                  setForm((current) => ({ ...current, highlights: current.highlights.map((h, i) => (i === index ? text : h)) as ProductForm['highlights'] }))
                }
              />
            ))}
          </Stack>
        </FieldGroup>

        <PhotoList photos={form.images} onChange={set('images')} errors={problem?.errors ?? {}} />
      </EditorForm>
    </EditorPage>
  );
}
