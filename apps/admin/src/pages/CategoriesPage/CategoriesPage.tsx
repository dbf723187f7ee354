import {
  useCreateAdminCategoryMutation,
  useListAdminCategoriesQuery,
  useReorderAdminCategoriesMutation,
  useUpdateAdminCategoryMutation,
  type AdminCategory,
} from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { ListPage } from '@shop/ui/ListPage';
import { TextField } from '@shop/ui/TextField';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { categoriesCopy as copy } from '../../copy/catalog';
import { translationCopy } from '../../copy/translation';
import { MoveRowButtons, moved } from '../../features/forms/MoveButtons';
import { SaveProblem } from '../../features/forms/SaveProblem';
import { useSaveAttempt } from '../../features/forms/useSaveAttempt';
import { hiddenStatusColumn } from '../../features/page/hiddenStatusColumn';
import { useListPage } from '../../features/page/useListPage';
import { notify } from '../../features/toasts';

/** A shop has a handful of categories: one page holds them all, so the order can be set in one list. */
const ALL = { page: 1, pageSize: 100 } as const;
const words = { unreachable: copy.unreachable, unexpected: copy.unexpected };

/**
 * /admin/categories: every category in the shop's order. Add one, rename it, move it up or down (buttons,
 * announced), hide or show it. Each change is saved at once with the version the page read.
 */
export function CategoriesPage() {
  const list = useListAdminCategoriesQuery(ALL);
  const frame = useListPage(copy, list);
  const [create, creating] = useCreateAdminCategoryMutation();
  const [update] = useUpdateAdminCategoryMutation();
  const [reorder, reordering] = useReorderAdminCategoriesMutation();
  const [newName, setNewName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const { problem, setProblem, attempt } = useSaveAttempt(words);
  const items = list.data?.items ?? [];

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = newName.trim();
    if (name === '') return;
    if (await attempt(() => create({ adminCategoryInput: { name } }).unwrap())) {
      setNewName('');
      notify.success(copy.added(name));
    }
  };

  const save = (category: AdminCategory, change: { name?: string; hidden?: boolean }) =>
    attempt(() =>
      update({
        categoryId: category.id,
        adminCategoryUpdate: { name: change.name ?? category.name, hidden: change.hidden ?? category.hidden, version: category.version },
      }).unwrap(),
    );

  const move = async (index: number, by: -1 | 1) => {
    const ids = moved(items.map((category) => category.id), index, by);
    const category = items[index]!;
    if (await attempt(() => reorder({ adminCategoryOrder: { ids } }).unwrap())) notify.success(copy.moved(category.name, index + by + 1));
  };

  const columns: DataTableColumn<AdminCategory>[] = [
    {
      key: 'name',
      header: copy.columns.name,
      isRowHeader: true,
      cell: (category) =>
        renaming?.id === category.id ? (
          <Form
            aria-label={copy.renameLabel(category.name)}
            onSubmit={async (event) => {
              event.preventDefault();
              if (await save(category, { name: renaming.name })) setRenaming(null);
            }}
          >
            <Inline gap="2" alignY="bottom">
              <TextField label={copy.renameLabel(category.name)} value={renaming.name} onChange={(name) => setRenaming({ id: category.id, name })} isRequired autoFocus />
              <Button type="submit" size="sm">
                {copy.save}
              </Button>
              <Button variant="secondary" size="sm" onPress={() => setRenaming(null)}>
                {copy.cancel}
              </Button>
            </Inline>
          </Form>
        ) : (
          category.name
        ),
    },
    { key: 'products', header: copy.columns.products, isNumeric: true, cell: (category) => category.product_count, width: '7rem' },
    hiddenStatusColumn(copy.columns.status, { hidden: copy.hidden, shown: copy.visible }),
    {
      key: 'actions',
      header: copy.columns.actions,
      cell: (category) => (
        <Inline gap="2" wrap>
          <MoveRowButtons rows={items} row={category} name={category.name} words={copy} isDisabled={reordering.isLoading} onMove={(index, by) => void move(index, by)} />
          <Button size="sm" variant="secondary" onPress={() => setRenaming({ id: category.id, name: category.name })}>
            {copy.rename}
          </Button>
          <Button size="sm" variant="secondary" onPress={() => void save(category, { hidden: !category.hidden })}>
            {category.hidden ? copy.show(category.name) : copy.hide(category.name)}
          </Button>
          <LinkButton size="sm" variant="secondary" href={`/categories/${category.id}/hindi`} aria-label={copy.hindi(category.name)}>
            {translationCopy.link}
          </LinkButton>
        </Inline>
      ),
    },
  ];

  return (
    <ListPage
      {...frame}
      filters={
        <>
          {problem && (
            <SaveProblem
              problem={problem}
              fieldLabels={{ name: copy.newName }}
              words={{ ...copy, conflictTitle: copy.errorsTitle }}
              onReload={() => void list.refetch().then(() => setProblem(null))}
            />
          )}
          <Form onSubmit={add} aria-label={copy.add}>
            <Inline gap="3" alignY="bottom" wrap>
              <TextField label={copy.newName} value={newName} onChange={setNewName} isRequired />
              <Button type="submit" isPending={creating.isLoading}>
                {copy.add}
              </Button>
            </Inline>
          </Form>
        </>
      }
      columns={columns}
      items={items}
    />
  );
}
