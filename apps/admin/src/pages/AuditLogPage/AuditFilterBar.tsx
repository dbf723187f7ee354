import type { StaffMember } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { Select, SelectItem } from '@shop/ui/Select';
import { TextField } from '@shop/ui/TextField';
import { auditCopy } from '../../copy/audit';
import { hasFilters, isRangeBackwards, type AuditFilters } from '../../features/audit/auditFilters';
import { entityTypeLabel } from '../../features/audit/auditText';

const copy = auditCopy.filters;
/** Select keys are strings; "any" is no filter. */
const ANY = 'any';

interface AuditFilterBarProps {
  filters: AuditFilters;
  onChange: (change: Partial<AuditFilters>) => void;
  entityTypes: readonly string[];
  /** The staff members the log has shown so far, the signed-in one first. */
  actors: readonly StaffMember[];
  meId: number | undefined;
}

/** Record type, staff member and a range of days; every change goes back to the first page. */
export function AuditFilterBar({ filters, onChange, entityTypes, actors, meId }: AuditFilterBarProps) {
  const change = (next: Partial<AuditFilters>) => onChange({ ...next, page: 1 });
  const backwards = isRangeBackwards(filters);
  return (
    <>
      <Select
        label={copy.entityType}
        value={filters.entityType ?? ANY}
        onChange={(key) => change({ entityType: key === ANY ? undefined : String(key) })}
      >
        <SelectItem id={ANY}>{copy.anyEntityType}</SelectItem>
        {entityTypes.map((type) => (
          <SelectItem key={type} id={type}>
            {entityTypeLabel(type)}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={copy.actor}
        value={filters.actorId ? String(filters.actorId) : ANY}
        onChange={(key) => change({ actorId: key === ANY ? undefined : Number(key) })}
      >
        <SelectItem id={ANY}>{copy.anyActor}</SelectItem>
        {actors.map((actor) => (
          <SelectItem key={actor.id} id={String(actor.id)}>
            {actor.id === meId ? copy.me(actor.name) : actor.name}
          </SelectItem>
        ))}
      </Select>
      <TextField label={copy.from} type="date" value={filters.from ?? ''} onChange={(value) => change({ from: value || undefined })} />
      <TextField
        label={copy.to}
        type="date"
        value={filters.to ?? ''}
        onChange={(value) => change({ to: value || undefined })}
        isInvalid={backwards}
        errorMessage={copy.rangeBackwards}
      />
      {hasFilters(filters) && (
        <Button variant="ghost" onPress={() => change({ entityType: undefined, actorId: undefined, from: undefined, to: undefined })}>
          {copy.clear}
        </Button>
      )}
    </>
  );
}
