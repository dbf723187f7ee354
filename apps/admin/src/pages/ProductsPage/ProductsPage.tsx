import { useListAdminCategoriesQuery, useListAdminProductsQuery, type AdminProduct, type ListAdminProductsApiArg } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { Checkbox } from '@shop/ui/Checkbox';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { ListPage } from '@shop/ui/ListPage';
import { Select, SelectItem } from '@shop/ui/Select';
import { Stack } from '@shop/ui/Stack';
import { StatusBadge } from '@shop/ui/StatusBadge';
import { Text } from '@shop/ui/Text';
import { TextField } from '@shop/ui/TextField';
import { useNavigate } from 'react-router-dom';
import { productsCopy as copy } from '../../copy/catalog';
import { hiddenStatusColumn } from '../../features/page/hiddenStatusColumn';
import { useAddressFilters } from '../../features/page/useAddressFilters';
import { useListPage } from '../../features/page/useListPage';
import { useIsOwner } from '../../features/session';

const PAGE_SIZE = 25;
const ANY = 'any';
const LOW_STOCK = 10;
type SortColumn = NonNullable<ListAdminProductsApiArg['sort']>;
const SORTABLE: Record<string, SortColumn> = { title: 'title', price: 'price', stock: 'stock' };

/** The list's state lives in the address, so a search or a page can be bookmarked and Back works. */
function readFilters(params: URLSearchParams): ListAdminProductsApiArg {
  const number = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const hidden = params.get('hidden');
  const sort = params.get('sort');
  return {
    page: number('page') ?? 1,
    pageSize: PAGE_SIZE,
    query: params.get('query') || undefined,
    categoryId: number('category'),
    hidden: hidden === 'true' ? true : hidden === 'false' ? false : undefined,
    lowStock: params.get('low') === 'true' || undefined,
    incomplete: params.get('incomplete') === 'true' || undefined,
    sort: sort && sort in SORTABLE ? SORTABLE[sort] : 'title',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

function writeFilters(filters: ListAdminProductsApiArg): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  if (filters.query) params.set('query', filters.query);
  if (filters.categoryId) params.set('category', String(filters.categoryId));
  if (filters.hidden !== undefined) params.set('hidden', String(filters.hidden));
  if (filters.lowStock) params.set('low', 'true');
  if (filters.incomplete) params.set('incomplete', 'true');
  if (filters.sort && filters.sort !== 'title') params.set('sort', filters.sort);
  if (filters.order === 'desc') params.set('order', 'desc');
  return params;
}

const columns: DataTableColumn<AdminProduct>[] = [
  {
    key: 'title',
    header: copy.columns.title,
    isRowHeader: true,
    allowsSorting: true,
    cell: (product) =>
      // Courier rates and bookings use a guess until staff save the parcel's real figures; a product lacking a
      // declaration cannot be shown again once hidden.
      product.parcel_estimated || product.missing_declarations.length > 0 ? (
        <Stack gap="1" align="left">
          {product.title}
          {product.parcel_estimated && (
            <StatusBadge tone="warning" icon="alert">
              {copy.parcelEstimated}
            </StatusBadge>
          )}
          {product.missing_declarations.length > 0 && (
            <StatusBadge tone="warning" icon="alert">
              {copy.declarationsMissing}
            </StatusBadge>
          )}
        </Stack>
      ) : (
        product.title
      ),
  },
  { key: 'category', header: copy.columns.category, cell: (product) => product.category_name, width: '10rem' },
  { key: 'price', header: copy.columns.price, isNumeric: true, allowsSorting: true, width: '8rem', cell: (product) => formatPaise(product.price_paise) },
  {
    key: 'stock',
    header: copy.columns.stock,
    isNumeric: true,
    allowsSorting: true,
    width: '7rem',
    cell: (product) =>
      product.stock <= LOW_STOCK ? (
        <Text as="span" tone="warning" weight="bold">
          {copy.lowStock(product.stock)}
        </Text>
      ) : (
        product.stock
      ),
  },
  hiddenStatusColumn(copy.columns.status, { hidden: copy.hidden, shown: copy.visible }),
];

/** /admin/products: every product, searched, filtered, sorted by the server and a page at a time. */
export function ProductsPage() {
  const isOwner = useIsOwner();
  const navigate = useNavigate();
  const [filters, changeFilters] = useAddressFilters(readFilters, writeFilters, { replace: true });
  const list = useListAdminProductsQuery(filters);
  const categories = useListAdminCategoriesQuery({ page: 1, pageSize: 100 });

  const frame = useListPage(copy, list, {
    page: filters.page ?? 1,
    onPageChange: (page) => changeFilters({ page }),
    isFiltered: Boolean(filters.query || filters.categoryId || filters.hidden !== undefined || filters.lowStock || filters.incomplete),
  });
  const sortColumn = Object.entries(SORTABLE).find(([, sort]) => sort === filters.sort)?.[0] ?? 'title';

  return (
    <ListPage
      {...frame}
      actions={
        // A new product comes with its price: the owner's to set.
        isOwner && (
          <LinkButton href="/products/new" variant="primary">
            {copy.add}
          </LinkButton>
        )
      }
      columns={columns}
      items={list.data?.items ?? []}
      sortDescriptor={{ column: sortColumn, direction: filters.order === 'desc' ? 'descending' : 'ascending' }}
      onSortChange={(descriptor) => changeFilters({ page: 1, sort: SORTABLE[String(descriptor.column)], order: descriptor.direction === 'descending' ? 'desc' : 'asc' })}
      onRowAction={(key) => navigate(`/products/${key}`)}
      toolbar={
        <Inline gap="3" alignY="bottom" wrap>
          <TextField label={copy.filters.search} type="search" value={filters.query ?? ''} onChange={(query) => changeFilters({ page: 1, query: query || undefined })} />
          <Select
            label={copy.filters.category}
            value={filters.categoryId ? String(filters.categoryId) : ANY}
            onChange={(key) => changeFilters({ page: 1, categoryId: key === ANY ? undefined : Number(key) })}
          >
            <SelectItem id={ANY}>{copy.filters.anyCategory}</SelectItem>
            {(categories.data?.items ?? []).map((category) => (
              <SelectItem key={category.id} id={String(category.id)}>
                {category.name}
              </SelectItem>
            ))}
          </Select>
          <Select
            label={copy.filters.visibility}
            value={filters.hidden === undefined ? ANY : String(filters.hidden)}
            onChange={(key) => changeFilters({ page: 1, hidden: key === ANY ? undefined : key === 'true' })}
          >
            <SelectItem id={ANY}>{copy.filters.any}</SelectItem>
            <SelectItem id="false">{copy.filters.onlyVisible}</SelectItem>
            <SelectItem id="true">{copy.filters.onlyHidden}</SelectItem>
          </Select>
          <Checkbox isSelected={Boolean(filters.lowStock)} onChange={(low) => changeFilters({ page: 1, lowStock: low || undefined })}>
            {copy.filters.lowStock}
          </Checkbox>
          <Checkbox isSelected={Boolean(filters.incomplete)} onChange={(incomplete) => changeFilters({ page: 1, incomplete: incomplete || undefined })}>
            {copy.filters.incomplete}
          </Checkbox>
        </Inline>
      }
    />
  );
}
