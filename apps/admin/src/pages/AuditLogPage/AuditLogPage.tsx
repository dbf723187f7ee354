import { useGetAdminMeQuery, useListAuditEntriesQuery, type AuditEntry, type StaffMember } from '@shop/api-client/admin';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { ListPage } from '@shop/ui/ListPage';
import { useMemo, useState } from 'react';
import { auditCopy as copy } from '../../copy/audit';
import { auditQueryArg, hasFilters, isRangeBackwards, readAuditFilters, writeAuditFilters } from '../../features/audit/auditFilters';
import { actionLabel, ENTITY_TYPE_LABELS, recordLabel } from '../../features/audit/auditText';
import { useAddressFilters } from '../../features/page/useAddressFilters';
import { useListPage } from '../../features/page/useListPage';
import { AuditEntryDialog } from './AuditEntryDialog';
import { AuditFilterBar } from './AuditFilterBar';
import { formatAuditTime } from './auditTime';

const columns: DataTableColumn<AuditEntry>[] = [
  { key: 'at', header: copy.columns.at, cell: (entry) => <time dateTime={entry.at}>{formatAuditTime(entry.at)}</time>, width: '13rem' },
  { key: 'actor', header: copy.columns.actor, cell: (entry) => entry.actor?.name ?? copy.commandLine, width: '12rem' },
  { key: 'action', header: copy.columns.action, cell: (entry) => actionLabel(entry.action), width: '12rem' },
  { key: 'record', header: copy.columns.record, cell: (entry) => recordLabel(entry), isRowHeader: true },
];

/**
 * /admin/audit: every staff write, newest first, filtered by record type, staff member and days, a
 * page at a time. A row opens the entry's values before and after, field by field.
 */
export function AuditLogPage() {
  const [filters, changeFilters] = useAddressFilters(readAuditFilters, writeAuditFilters);
  const backwards = isRangeBackwards(filters);
  const me = useGetAdminMeQuery();
  const list = useListAuditEntriesQuery(auditQueryArg(filters), { skip: backwards });
  const [openEntry, setOpenEntry] = useState<AuditEntry | null>(null);
  const [seenActors, setSeenActors] = useState<ReadonlyMap<number, StaffMember>>(new Map());

  const items = list.data?.items;
  const entries = useMemo(() => (backwards || !items ? [] : items), [backwards, items]);
  // The contract has no list of staff: the filter offers the signed-in member and everyone the log has shown.
  const newActors = entries.flatMap((entry) => (entry.actor && !seenActors.has(entry.actor.id) ? [entry.actor] : []));
  if (newActors.length > 0) setSeenActors(new Map([...seenActors, ...newActors.map((actor) => [actor.id, actor] as const)]));
  const actors = useMemo(() => {
    const all = new Map(seenActors);
    if (me.data) all.set(me.data.staff.id, me.data.staff);
    return [...all.values()].sort((a, b) => (a.id === me.data?.staff.id ? -1 : b.id === me.data?.staff.id ? 1 : a.name.localeCompare(b.name)));
  }, [seenActors, me.data]);
  const entityTypes = useMemo(
    () => [...new Set([...Object.keys(ENTITY_TYPE_LABELS), ...entries.map((entry) => entry.entity_type), ...(filters.entityType ? [filters.entityType] : [])])],
    [entries, filters.entityType],
  );

  const frame = useListPage(copy, list, {
    page: filters.page,
    onPageChange: (page) => changeFilters({ page }),
    isFiltered: hasFilters(filters),
    isSkipped: backwards,
  });

  return (
    <ListPage
      {...frame}
      columns={columns}
      items={entries}
      onRowAction={(key) => setOpenEntry(entries.find((entry) => entry.id === key) ?? null)}
      toolbar={<AuditFilterBar filters={filters} onChange={changeFilters} entityTypes={entityTypes} actors={actors} meId={me.data?.staff.id} />}
    >
      <AuditEntryDialog entry={openEntry} onClose={() => setOpenEntry(null)} />
    </ListPage>
  );
}
