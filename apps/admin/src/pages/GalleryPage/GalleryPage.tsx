import {
  useDeleteAdminGalleryItemMutation,
  useListAdminGalleryQuery,
  useReorderAdminGalleryMutation,
  useUpdateAdminGalleryItemMutation,
  type AdminGalleryItem,
} from '@shop/api-client/admin';
import { AlertDialog } from '@shop/ui/AlertDialog';
import { Button } from '@shop/ui/Button';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { Inline } from '@shop/ui/Inline';
import { ListPage } from '@shop/ui/ListPage';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { TextArea } from '@shop/ui/TextArea';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { galleryCopy as copy } from '../../copy/content';
import { MoveRowButtons, moved } from '../../features/forms/MoveButtons';
import { SaveProblem } from '../../features/forms/SaveProblem';
import { useSaveAttempt } from '../../features/forms/useSaveAttempt';
import { useListPage } from '../../features/page/useListPage';
import { notify } from '../../features/toasts';
import { AddPhotoForm } from './AddPhotoForm';
import { HindiLink } from '../../features/translation/HindiLink';

const words = { unreachable: copy.unreachable, unexpected: copy.unexpected };
const FIELD_LABELS = { title: copy.fields.title, description: copy.fields.description };

/**
 * /admin/gallery: add a photo (uploaded to the media storage), change its words, move it up or down
 * (buttons, announced), remove it after a confirmation. Each change is saved at once with the version
 * the page read.
 */
export function GalleryPage() {
  const list = useListAdminGalleryQuery();
  const frame = useListPage({ ...copy, tableLabel: copy.listLabel }, list);
  const [update] = useUpdateAdminGalleryItemMutation();
  const [reorder, reordering] = useReorderAdminGalleryMutation();
  const [remove] = useDeleteAdminGalleryItemMutation();
  const [editing, setEditing] = useState<{ id: number; title: string; description: string } | null>(null);
  const [removing, setRemoving] = useState<AdminGalleryItem | null>(null);
  const { problem, setProblem, attempt } = useSaveAttempt(words);
  const items = list.data ?? [];

  const move = async (index: number, by: -1 | 1) => {
    const ids = moved(items.map((item) => item.id), index, by);
    const item = items[index]!;
    if (await attempt(() => reorder({ adminCategoryOrder: { ids } }).unwrap())) notify.success(copy.moved(item.title, index + by + 1));
  };

  const saveWords = async (item: AdminGalleryItem) => {
    if (!editing) return;
    const saved = await attempt(() =>
      update({ itemId: item.id, adminGalleryItemUpdate: { title: editing.title.trim(), description: editing.description.trim(), version: item.version } }).unwrap(),
    );
    if (saved) {
      setEditing(null);
      notify.success(copy.saved);
    }
  };

  const columns: DataTableColumn<AdminGalleryItem>[] = [
    {
      key: 'photo',
      header: copy.file,
      width: '7rem',
      // The title beside it names the photo; the thumbnail only shows which one it is.
      cell: (item) => <img src={item.image} alt="" width={96} height={72} style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }} loading="lazy" />,
    },
    {
      key: 'words',
      header: copy.fields.title,
      isRowHeader: true,
      cell: (item) =>
        editing?.id === item.id ? (
          <Form
            aria-label={copy.editLabel(item.title)}
            onSubmit={(event) => {
              event.preventDefault();
              void saveWords(item);
            }}
          >
            <Stack gap="3">
              <TextField label={copy.fields.title} value={editing.title} onChange={(title) => setEditing({ ...editing, title })} isRequired autoFocus />
              <TextArea label={copy.fields.description} rows={2} value={editing.description} onChange={(description) => setEditing({ ...editing, description })} />
              <Inline gap="2">
                <Button type="submit" size="sm">
                  {copy.save}
                </Button>
                <Button variant="secondary" size="sm" onPress={() => setEditing(null)}>
                  {copy.cancel}
                </Button>
              </Inline>
            </Stack>
          </Form>
        ) : (
          <Stack gap="1">
            <Text weight="semibold">{item.title}</Text>
            {item.description && (
              <Text size="sm" tone="muted">
                {item.description}
              </Text>
            )}
          </Stack>
        ),
    },
    {
      key: 'actions',
      header: copy.actions,
      cell: (item) => (
        <Inline gap="2" wrap>
          <MoveRowButtons rows={items} row={item} name={item.title} words={copy} isDisabled={reordering.isLoading} onMove={(index, by) => void move(index, by)} />
          <Button size="sm" variant="secondary" onPress={() => setEditing({ id: item.id, title: item.title, description: item.description })}>
            {copy.edit}
          </Button>
          <Button size="sm" variant="secondary" onPress={() => setRemoving(item)}>
            {copy.remove}
          </Button>
          <HindiLink href={`/gallery/${item.id}/hindi`} of={item.title} />
        </Inline>
      ),
    },
  ];

  return (
    <ListPage
      {...frame}
      filters={
        <>
          {problem && <SaveProblem problem={problem} fieldLabels={FIELD_LABELS} words={copy} onReload={() => void list.refetch().then(() => setProblem(null))} />}
          <AddPhotoForm />
        </>
      }
      columns={columns}
      items={items}
    >
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? copy.removeTitle(removing.title) : ''}
        confirmLabel={copy.remove}
        cancelLabel={copy.cancel}
        variant="destructive"
        onConfirm={async () => {
          if (!removing) return;
          const item = removing;
          if (await attempt(() => remove({ itemId: item.id, version: item.version }).unwrap())) notify.success(copy.removed(item.title));
        }}
      >
        {copy.removeText}
      </AlertDialog>
    </ListPage>
  );
}
