import { useCreateAdminVariantMutation, useUpdateAdminVariantMutation, type AdminProductImage, type AdminVariant } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { FieldGroup } from '@shop/ui/FieldGroup';
import { FormGrid } from '@shop/ui/FormGrid';
import { Inline } from '@shop/ui/Inline';
import { Select, SelectItem } from '@shop/ui/Select';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { productEditorCopy, variantsCopy } from '../../copy/catalog';
import { FormDialog } from '../../features/forms/FormDialog';
import { serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { useIsOwner } from '../../features/session';
import { notify } from '../../features/toasts';
import { PackFields } from './DeclarationFields';
import { GtinField, HsnCodeField, ParcelFields, PriceAndStockFields } from './FigureFields';
import { PriceTierFields } from './PriceTierFields';
import { MAX_PRICE_TIERS } from './priceTierForm';
import { formFromVariant, inputFromVariantForm, newVariantForm, type VariantForm } from './variantForm';

const copy = variantsCopy.dialog;
const productCopy = productEditorCopy;
const MAIN_PHOTO = 'main';
/** The API's field names → the labels FormErrorSummary links to. */
const FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(productCopy.fields).filter(([, label]) => typeof label === 'string')),
  label: variantsCopy.fields.label,
  sku: variantsCopy.fields.sku,
  image_position: variantsCopy.fields.image_position,
  version: copy.conflictTitle,
  price_tiers: variantsCopy.priceTiers.legend,
  ...Object.fromEntries(
    Array.from({ length: MAX_PRICE_TIERS }, (_, index) => {
      const tier = variantsCopy.priceTiers.tierLabel(index + 1);
      return [
        [`price_tiers.${index}.min_quantity`, `${tier}, ${variantsCopy.priceTiers.minQuantity}`],
        [`price_tiers.${index}.percent_off`, `${tier}, ${variantsCopy.priceTiers.percentOff}`],
        [`price_tiers.${index}.unit_price_paise`, `${tier}, ${variantsCopy.priceTiers.unitPrice}`],
      ];
    }).flat(),
  ),
};

interface VariantDialogProps {
  productId: number;
  /** The variant as read when the dialog opened; undefined to add one. */
  variant: AdminVariant | undefined;
  /** The product's photos, one of which may show the variant. */
  photos: readonly AdminProductImage[];
  /** A new variant's HSN code to start with: the product's. */
  hsnCode: string;
  onClose: () => void;
  /** After a colleague's change (409): read the variant again and open it afresh. */
  onReload: () => void;
}

/**
 * Adds a variant or edits one, in a dialog over the product. An edit is saved with the version read; a colleague's
 * change meanwhile (or an order taking stock) is refused, and the staff member's typing stays until they load
 * the new version. The form's and the server's messages show in the summary and under their fields.
 */
export function VariantDialog({ productId, variant, photos, hsnCode, onClose, onReload }: VariantDialogProps) {
  const isOwner = useIsOwner();
  const [create, creating] = useCreateAdminVariantMutation();
  const [update, updating] = useUpdateAdminVariantMutation();
  const [form, setForm] = useState<VariantForm>(() => (variant ? formFromVariant(variant) : newVariantForm(hsnCode)));
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const change = (fields: Partial<VariantForm>) => setForm((current) => ({ ...current, ...fields }));
  const errorOf = (field: string) => problem?.errors[field]?.join(' ');
  const isConflict = problem !== null && 'version' in problem.errors;

  const submit = async () => {
    const made = inputFromVariantForm(form, productCopy);
    if ('errors' in made) {
      setProblem({ detail: copy.checkFields, errors: made.errors });
      return;
    }
    setProblem(null);
    try {
      const saved = variant
        ? await update({ productId, variantId: variant.id, adminVariantUpdate: { ...made.body, retired: variant.retired, version: variant.version } }).unwrap()
        : await create({ productId, adminVariantInput: made.body }).unwrap();
      notify.success((variant ? variantsCopy.saved : variantsCopy.added)(saved.label || saved.sku));
      onClose();
    } catch (error) {
      setProblem(serverProblem(error, variantsCopy));
    }
  };

  return (
    <FormDialog
      isOpen
      onClose={onClose}
      words={{
        title: variant ? copy.editTitle(variant.label || variant.sku) : copy.addTitle,
        cancel: copy.cancel,
        submit: variant ? copy.save : copy.add,
        pending: copy.pending,
        problem: isConflict ? copy.conflictTitle : copy.errorsTitle,
      }}
      onSubmit={submit}
      isPending={creating.isLoading || updating.isLoading}
      problem={problem}
      // Each field shows its own message (errorOf), as the product form's do: MoneyField takes it from outside.
      fields={[]}
      fieldLabels={FIELD_LABELS}
    >
      {isConflict && (
        <Inline>
          <Button variant="secondary" onPress={onReload}>
            {copy.reload}
          </Button>
        </Inline>
      )}
      <FormGrid>
        <TextField
          name="label"
          label={variantsCopy.fields.label}
          description={variantsCopy.fields.labelHelp}
          maxLength={60}
          autoFocus
          value={form.label}
          onChange={(label) => change({ label })}
          isInvalid={Boolean(errorOf('label'))}
          errorMessage={errorOf('label')}
        />
        <TextField
          name="sku"
          label={variantsCopy.fields.sku}
          description={variantsCopy.fields.skuHelp}
          isRequired
          maxLength={40}
          autoComplete="off"
          value={form.sku}
          onChange={(sku) => change({ sku })}
          isInvalid={Boolean(errorOf('sku'))}
          errorMessage={errorOf('sku')}
        />
      </FormGrid>
      <FieldGroup legend={productCopy.groups.prices}>
        <PriceAndStockFields form={form} onChange={change} errorOf={errorOf} pricesReadOnly={!isOwner} />
      </FieldGroup>
      <PriceTierFields tiers={form.priceTiers} onChange={(priceTiers) => change({ priceTiers })} errorOf={errorOf} isReadOnly={!isOwner} />
      <FormGrid>
        <HsnCodeField form={form} onChange={change} errorOf={errorOf} />
        <GtinField form={form} onChange={change} errorOf={errorOf} />
        {photos.length > 1 && (
          <Select
            name="image_position"
            label={variantsCopy.fields.image_position}
            // Position 1 is the main photo too.
            value={form.imagePosition !== null && form.imagePosition > 1 ? String(form.imagePosition) : MAIN_PHOTO}
            onChange={(key) => change({ imagePosition: key === MAIN_PHOTO ? null : Number(key) })}
            isInvalid={Boolean(errorOf('image_position'))}
            errorMessage={errorOf('image_position')}
          >
            <SelectItem id={MAIN_PHOTO}>{variantsCopy.fields.mainPhoto}</SelectItem>
            {photos.slice(1).map((photo, index) => (
              <SelectItem key={photo.url} id={String(index + 2)}>
                {variantsCopy.fields.photo(index + 2, photo.alt)}
              </SelectItem>
            ))}
          </Select>
        )}
      </FormGrid>
      <FieldGroup legend={productCopy.groups.declarations}>
        <PackFields form={form} onChange={change} errorOf={errorOf} />
      </FieldGroup>
      <FieldGroup legend={productCopy.groups.parcel} description={productCopy.fields.parcelHelp}>
        <ParcelFields form={form} onChange={change} errorOf={errorOf} />
      </FieldGroup>
    </FormDialog>
  );
}
