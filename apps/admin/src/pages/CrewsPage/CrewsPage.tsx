import { useListCrewsQuery, type Crew } from '@shop/api-client/admin';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { ListPage } from '@shop/ui/ListPage';
import { Text } from '@shop/ui/Text';
import { crewsCopy as copy } from '../../copy/crews';
import { useListPage } from '../../features/page/useListPage';
import { useIsOwner } from '../../features/session';

/** "Mon 09:00–13:00, Mon 14:00–18:00, …": a crew's week in one cell. */
function crewWeek(crew: Crew): string {
  return crew.hours.map((period) => copy.period(copy.weekdays[period.weekday - 1]!, period.start, period.end)).join(', ');
}

/**
 * /admin/crews: the shop's fitting crews by name, with the PIN codes each visits, its week and whether it takes new
 * bookings. The owner adds and edits them; staff read them. The week's bookings are a link away.
 */
export function CrewsPage() {
  const list = useListCrewsQuery(undefined, { refetchOnMountOrArgChange: true });
  const frame = useListPage(copy, list);
  const isOwner = useIsOwner();
  const columns: DataTableColumn<Crew>[] = [
    { key: 'name', header: copy.columns.name, isRowHeader: true, minWidth: '10rem', cell: (crew) => <Text weight="semibold">{crew.name}</Text> },
    { key: 'pincodes', header: copy.columns.pincodes, minWidth: '10rem', cell: (crew) => crew.pincodes.join(', ') },
    { key: 'hours', header: copy.columns.hours, minWidth: '14rem', cell: crewWeek },
    { key: 'state', header: copy.columns.state, width: '8rem', cell: (crew) => (crew.active ? copy.active : copy.inactive) },
  ];
  if (isOwner) {
    columns.push({
      key: 'actions',
      header: copy.columns.actions,
      width: '7rem',
      cell: (crew) => (
        <LinkButton href={`/crews/${crew.id}`} variant="secondary" size="sm" aria-label={copy.editLabel(crew.name)}>
          {copy.edit}
        </LinkButton>
      ),
    });
  }
  const createButton = (
    <LinkButton href="/crews/new" variant="primary">
      {copy.create}
    </LinkButton>
  );
  return (
    <ListPage
      {...frame}
      actions={
        <Inline gap="2">
          <LinkButton href="/bookings" variant="secondary">
            {copy.bookings}
          </LinkButton>
          {isOwner && createButton}
        </Inline>
      }
      filters={!isOwner && <Text tone="muted">{copy.ownerOnly}</Text>}
      empty={{ ...frame.empty, description: isOwner ? `${copy.empty.none} ${copy.empty.owner}` : copy.empty.none, action: isOwner && createButton }}
      columns={columns}
      items={list.data ?? []}
    />
  );
}
