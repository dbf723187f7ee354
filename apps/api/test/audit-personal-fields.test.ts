/**
 * The audit log keeps no one's contact details or words: what recordAudit leaves out, and the migration
 * that scrubbed the entries written before, remove the same values (on both databases).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../src/audit/audit-log';
import { withoutPersonalFields, type AuditEntityType } from '../src/audit/personal-fields';
import { auditLog } from '../src/db/schema';
import { RULE_DRIVERS, openTestDatabase, type TestDatabase } from './support/databases';
import { createStaff } from './support/fixtures';

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));

const customer = { id: 7, name: 'Asha Patel', email: 'asha@example.in' };
const staff = { id: 1, name: 'Shop Owner', email: 'owner@example.in' };
/** Records as the code audits them, with someone's details in them. */
const WRITTEN: { entityType: AuditEntityType; before: unknown; after: unknown }[] = [
  {
    entityType: 'contact_message',
    before: { id: 3, version: 1, name: 'Asha Patel', email: 'asha@example.in', subject: 'Spikes', message: 'Do you fit them?', status: 'unread', internal_note: null, replies: [] },
    after: {
      id: 3,
      version: 2,
      name: 'Asha Patel',
      email: 'asha@example.in',
      subject: 'Spikes',
      message: 'Do you fit them?',
      status: 'read',
      internal_note: null,
      replies: [
        { id: 1, body: 'Dear Asha, yes.', author: staff, delivery: 'pending' },
        { id: 2, body: 'And in Pune too.', author: null, delivery: 'sent' },
      ],
    },
  },
  {
    entityType: 'review',
    before: { id: 4, version: 1, customer, product: { id: 2, title: 'Spikes', slug: 'spikes' }, rating: 2, review_text: 'Call me on 9812345670', status: 'pending', rejection_reason: null },
    after: { id: 4, version: 2, customer, product: { id: 2, title: 'Spikes', slug: 'spikes' }, rating: 2, review_text: 'Call me on 9812345670', status: 'rejected', rejection_reason: 'No phone numbers.' },
  },
  { entityType: 'customer', before: { id: 7, name: 'Asha Patel', email: 'asha@example.in', phone: '9812345670', status: 'active' }, after: null },
  { entityType: 'product', before: null, after: { id: 2, title: 'Spikes', name: 'kept: not a person' } },
];

describe('what the audit log keeps', () => {
  it('drops personal values at every depth and leaves the rest as it was', () => {
    const [message, review] = WRITTEN;
    expect(withoutPersonalFields('contact_message', message!.after)).toEqual({
      id: 3,
      version: 2,
      status: 'read',
      internal_note: null,
      replies: [
        { id: 1, author: { id: 1 }, delivery: 'pending' },
        { id: 2, author: null, delivery: 'sent' },
      ],
    });
    expect(withoutPersonalFields('review', review!.after)).toMatchObject({ customer: { id: 7 }, rating: 2, status: 'rejected', rejection_reason: 'No phone numbers.' });
    expect(JSON.stringify(withoutPersonalFields('review', review!.after))).not.toMatch(/asha|9812345670/i);
    expect(withoutPersonalFields('product', WRITTEN[3]!.after)).toEqual(WRITTEN[3]!.after);
    expect(withoutPersonalFields('customer', null)).toBeNull();
  });
});

describe.each(RULE_DRIVERS)('audit entries on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database?.close());

  it('are recorded without personal values, and the migration scrubs older entries to the same', async () => {
    const { db } = database;
    const actor = await createStaff(db);
    // Entries as they were written before: straight into the table.
    await db.insert(auditLog).values(WRITTEN.map((entry, n) => ({ actorId: actor.id, action: `${entry.entityType}.update`, entityType: entry.entityType, entityId: String(n), before: entry.before, after: entry.after })));
    const name = (await readdir(MIGRATIONS)).find((file) => file.endsWith('_audit_without_personal_fields.sql'));
    const migration = await readFile(path.join(MIGRATIONS, name!), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    for (const entry of WRITTEN) await recordAudit(db, { actorId: actor.id, action: `${entry.entityType}.update`, entityType: entry.entityType, entityId: 0, before: entry.before, after: entry.after });

    const rows = await db.select().from(auditLog).orderBy(asc(auditLog.id));
    const expected = WRITTEN.map((entry) => ({ before: withoutPersonalFields(entry.entityType, entry.before), after: withoutPersonalFields(entry.entityType, entry.after) }));
    expect(rows.map(({ before, after }) => ({ before, after }))).toEqual([...expected, ...expected]);
    expect(JSON.stringify(rows)).not.toMatch(/asha|9812345670|owner@example|Do you fit/i);
  });
});
