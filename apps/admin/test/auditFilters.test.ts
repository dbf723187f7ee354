import { describe, expect, it } from 'vitest';
import { auditQueryArg, isRangeBackwards, readAuditFilters, writeAuditFilters } from '../src/features/audit/auditFilters';

describe('the audit log’s address', () => {
  it('reads the filters and page back from what it wrote', () => {
    const filters = { page: 3, entityType: 'product', actorId: 7, from: '2026-11-01', to: '2026-11-23' };
    const params = writeAuditFilters(filters);
    expect(params.toString()).toBe('page=3&entity_type=product&actor=7&from=2026-11-01&to=2026-11-23');
    expect(readAuditFilters(params)).toEqual(filters);
  });

  it('leaves page 1 and empty filters out of the address', () => {
    expect(writeAuditFilters({ page: 1 }).toString()).toBe('');
  });

  it('drops what an edited address makes malformed instead of sending it', () => {
    const filters = readAuditFilters(new URLSearchParams('page=-2&entity_type=DROP%20TABLE&actor=abc&from=2026-13-45&to=yesterday'));
    expect(filters).toEqual({ page: 1, entityType: undefined, actorId: undefined, from: undefined, to: undefined });
  });
});

describe('the API call', () => {
  it('asks for whole local days: from the first day’s midnight to the midnight after the last', () => {
    const arg = auditQueryArg({ page: 2, from: '2026-11-01', to: '2026-11-23' });
    expect(arg).toMatchObject({ page: 2, pageSize: 25 });
    expect(new Date(arg.from!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(arg.to!).getTime()).toBe(new Date(2026, 10, 24).getTime());
  });

  it('crosses month ends and sends no dates when none are chosen', () => {
    expect(new Date(auditQueryArg({ page: 1, to: '2026-11-30' }).to!).getTime()).toBe(new Date(2026, 11, 1).getTime());
    expect(auditQueryArg({ page: 1 })).toEqual({ page: 1, pageSize: 25, entityType: undefined, actorId: undefined, from: undefined, to: undefined });
  });

  it('knows a range that ends before it starts', () => {
    expect(isRangeBackwards({ from: '2026-11-23', to: '2026-11-01' })).toBe(true);
    expect(isRangeBackwards({ from: '2026-11-01', to: '2026-11-01' })).toBe(false);
    expect(isRangeBackwards({ from: '2026-11-01' })).toBe(false);
  });
});
