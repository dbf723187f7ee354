import {
  useListAdminVariantsQuery,
  useReorderAdminVariantsMutation,
  useUpdateAdminVariantMutation,
  type AdminProduct,
  type AdminVariant,
} from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { AlertDialog } from '@shop/ui/AlertDialog';
import { Button } from '@shop/ui/Button';
import { DataTable, type DataTableColumn } from '@shop/ui/DataTable';
import { Inline } from '@shop/ui/Inline';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { StatusBadge } from '@shop/ui/StatusBadge';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useState } from 'react';
import { variantsCopy as copy } from '../../copy/catalog';
import { MoveButtons, moved } from '../../features/forms/MoveButtons';
import { SaveProblem } from '../../features/forms/SaveProblem';
import { useSaveAttempt } from '../../features/forms/useSaveAttempt';
import { useIsOwner } from '../../features/session';
import { notify } from '../../features/toasts';
import { VariantDialog } from './VariantDialog';
import { inputOfVariant } from './variantForm';

/** What staff call a variant: its label, or its SKU while it has none. */
const nameOf = (variant: AdminVariant) => variant.label || variant.sku;

/** The dialog open: adding (`variant` undefined) or editing the variant as read when it opened. */
type Editing = { variant: AdminVariant | undefined };

/**
 * The product's variants, under its form: the list in the shop's order (retired ones last), each with its price,
 * M.R.P. and stock. Staff add one, edit one, move the live ones up or down (as categories are ordered), retire one
 * after a confirmation and restore it. Every change is saved at once with the version the page read; the product
 * is read again after each, as its default's figures and version move with them.
 */
export function ProductVariants({ product }: { product: AdminProduct }) {
  const productId = product.id;
  const isOwner = useIsOwner();
  const list = useListAdminVariantsQuery({ productId });
  const [update] = useUpdateAdminVariantMutation();
  const [reorder, reordering] = useReorderAdminVariantsMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [retiring, setRetiring] = useState<AdminVariant | null>(null);
  const { problem, setProblem, attempt } = useSaveAttempt(copy);
  const variants = list.data ?? [];
  const live = variants.filter((variant) => !variant.retired);
  // The server refuses a second variant while a live one has no label (a product's only one may go without).
  const unlabelled = live.find((variant) => variant.label === '');

  const setRetired = async (variant: AdminVariant, retired: boolean) => {
    const saved = await attempt(() =>
      update({ productId, variantId: variant.id, adminVariantUpdate: { ...inputOfVariant(variant), retired, version: variant.version } }).unwrap(),
    );
    if (saved) notify.success((retired ? copy.retiredNow : copy.restoredNow)(nameOf(variant)));
  };

  const move = async (index: number, by: -1 | 1) => {
    const ids = moved(live.map((variant) => variant.id), index, by);
    if (await attempt(() => reorder({ productId, adminCategoryOrder: { ids } }).unwrap())) notify.success(copy.moved(nameOf(live[index]!), index + by + 1));
  };

  /** The dialog's variant as the server now holds it, after a colleague's change: the dialog opens afresh with it. */
  const reloadEditing = async () => {
    const fresh = (await list.refetch()).data?.find((variant) => variant.id === editing?.variant?.id);
    if (fresh) setEditing({ variant: fresh });
  };

  const columns: DataTableColumn<AdminVariant>[] = [
    {
      key: 'label',
      header: copy.columns.label,
      isRowHeader: true,
      cell: (variant) =>
        variant.label || (
          <Text as="span" tone="muted">
            {copy.noLabel}
          </Text>
        ),
    },
    { key: 'sku', header: copy.columns.sku, cell: (variant) => <code>{variant.sku}</code> },
    { key: 'price', header: copy.columns.price, isNumeric: true, width: '7rem', cell: (variant) => formatPaise(variant.price_paise) },
    { key: 'mrp', header: copy.columns.mrp, isNumeric: true, width: '7rem', cell: (variant) => formatPaise(variant.mrp_paise) },
    { key: 'stock', header: copy.columns.stock, isNumeric: true, width: '5rem', cell: (variant) => variant.stock },
    { key: 'status', header: copy.columns.status, width: '7rem', cell: (variant) => <VariantStateBadge variant={variant} /> },
    {
      key: 'actions',
      header: copy.columns.actions,
      cell: (variant) => {
        const index = live.indexOf(variant);
        const name = nameOf(variant);
        return (
          <Inline gap="2" wrap>
            {!variant.retired && (
              <MoveButtons
                index={index}
                count={live.length}
                upLabel={copy.moveUp(name)}
                downLabel={copy.moveDown(name)}
                isDisabled={reordering.isLoading}
                onMove={(by) => void move(index, by)}
              />
            )}
            <Button size="sm" variant="secondary" aria-label={copy.editLabel(name)} onPress={() => setEditing({ variant })}>
              {copy.edit}
            </Button>
            {variant.retired ? (
              <Button size="sm" variant="secondary" aria-label={copy.restoreLabel(name)} onPress={() => void setRetired(variant, false)}>
                {copy.restore}
              </Button>
            ) : (
              // The last one on sale stays: a product taken off the shop is hidden instead.
              live.length > 1 && (
                <Button size="sm" variant="secondary" aria-label={copy.retireLabel(name)} onPress={() => setRetiring(variant)}>
                  {copy.retire}
                </Button>
              )
            )}
          </Inline>
        );
      },
    },
  ];

  return (
    <Surface as="section" aria-labelledby="product-variants">
      <SectionHeader
        title={copy.title}
        titleId="product-variants"
        description={copy.intro}
        action={
          list.data &&
          !unlabelled &&
          // A new choice comes with its price: the owner's to set.
          isOwner && (
            <Button variant="secondary" onPress={() => setEditing({ variant: undefined })}>
              {copy.add}
            </Button>
          )
        }
      />
      {unlabelled && (
        <Inline gap="3" alignY="center" wrap>
          <Text>{copy.labelFirst(unlabelled.sku)}</Text>
          <Button size="sm" variant="secondary" aria-label={copy.labelItLabel(unlabelled.sku)} onPress={() => setEditing({ variant: unlabelled })}>
            {copy.labelIt}
          </Button>
        </Inline>
      )}
      {/* No field here to link a message to (a restore refused for want of a label): the messages are listed as they are. */}
      {problem && <SaveProblem problem={problem} fieldLabels={{}} words={copy} onReload={() => void list.refetch().then(() => setProblem(null))} />}
      {list.isError ? (
        <LoadFailed message={copy.loadFailed} onRetry={() => void list.refetch()} isRetrying={list.isFetching} retryLabel={copy.retry} />
      ) : (
        <DataTable label={copy.tableLabel} columns={columns} items={variants} isLoading={list.isFetching && !list.data} loadingLabel={copy.loading} />
      )}
      {editing && (
        <VariantDialog
          key={editing.variant ? `${editing.variant.id}-${editing.variant.version}` : 'new'}
          productId={productId}
          variant={editing.variant}
          photos={product.images}
          hsnCode={product.hsn_code}
          onClose={() => setEditing(null)}
          onReload={() => void reloadEditing()}
        />
      )}
      <AlertDialog
        isOpen={retiring !== null}
        onOpenChange={(open) => !open && setRetiring(null)}
        title={retiring ? copy.retireDialog.title(nameOf(retiring)) : ''}
        variant="destructive"
        cancelLabel={copy.retireDialog.keep}
        confirmLabel={copy.retireDialog.confirm}
        pendingLabel={copy.retireDialog.pending}
        // A refusal closes the dialog too: it shows above the list, as the other changes' do.
        onConfirm={() => (retiring ? setRetired(retiring, true) : undefined)}
      >
        {copy.retireDialog.text}
      </AlertDialog>
    </Surface>
  );
}

/** Default (the first on sale: what lists show), on sale, or retired (kept for the orders that name it). */
function VariantStateBadge({ variant }: { variant: AdminVariant }) {
  if (variant.retired) return <StatusBadge tone="neutral" icon="cross">{copy.states.retired}</StatusBadge>;
  if (variant.is_default) return <StatusBadge tone="success" icon="check">{copy.states.default}</StatusBadge>;
  return <StatusBadge tone="info" icon="tick">{copy.states.live}</StatusBadge>;
}
