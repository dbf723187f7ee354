/**
 * `staff:add` and `staff:remove` as the owner runs them. Every answer of the command on each database, in
 * process (src/staff/command.ts); then the script itself as a real process on each database, which reads the
 * shop's configuration, prints the generated password once and exits with the command's code.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/connect';
import { auditLog, staffSessions, users } from '../src/db/schema';
import { startStaffSession } from '../src/staff/sessions';
import { runStaffCommand } from '../src/staff/command';
import { TEST_KEYS } from './support/accounts';
import { createPostgresDatabase, RULE_DRIVERS, dropPostgresDatabase, openTestDatabase, type TestDatabase } from './support/databases';

describe.each(RULE_DRIVERS)('staff:add and staff:remove on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database?.close());

  const staffCommand = (...args: string[]) => runStaffCommand(database.db, args, ['ravi.packer@birdshield.example']);

  it('makes the first staff member the owner, later ones staff, changes roles, takes the role and its sessions away, and audits each as the command line', async () => {
    const added = await staffCommand('add', 'Meera.Iyer@birdshield.example');
    expect(added).toMatchObject({ exitCode: 0, errors: [] });
    expect(added.output[0]).toMatch(/Created staff account .* \(owner\)/);
    const password = /^ {4}(\S+)$/m.exec(added.output[0]!)?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(20);
    expect((await staffCommand('add', 'meera.iyer@birdshield.example')).output).toEqual(['meera.iyer@birdshield.example is already staff (owner).']);
    expect((await staffCommand('add', 'ravi.packer@birdshield.example')).output[0]).toMatch(/\(staff\)/);
    expect((await staffCommand('add', 'ravi.packer@birdshield.example', '--role', 'owner')).output).toEqual(['ravi.packer@birdshield.example is now staff (owner).']);
    expect((await staffCommand('add', 'ravi.packer@birdshield.example', '--role=staff')).output).toEqual(['ravi.packer@birdshield.example is now staff (staff).']);
    expect(await staffCommand('add', 'ravi.packer@birdshield.example', '--role', 'admin')).toMatchObject({ exitCode: 2, errors: [expect.stringMatching(/^usage:/)] });

    const db = database.db;
    const staff = await db.select().from(users).orderBy(users.id);
    expect(staff).toMatchObject([
      { email: 'meera.iyer@birdshield.example', staffRole: 'owner', name: 'Meera Iyer' },
      { email: 'ravi.packer@birdshield.example', staffRole: 'staff' },
    ]);
    // A live back-office session, to see the removal end it.
    await startStaffSession(db, TEST_KEYS, staff[0]!.id);
    expect(await staffCommand('remove', 'meera.iyer@birdshield.example')).toEqual({
      exitCode: 0,
      output: ['meera.iyer@birdshield.example is no longer staff; 1 back-office session(s) ended.'],
      errors: [],
    });
    const [meera] = await db.select().from(users).where(eq(users.email, 'meera.iyer@birdshield.example'));
    expect(meera!.staffRole).toBeNull();
    const [session] = await db.select().from(staffSessions);
    expect(session!.revokedAt).not.toBeNull();
    const audit = await db.select().from(auditLog).orderBy(auditLog.id);
    const [meeraId, raviId] = [staff[0]!.id, staff[1]!.id];
    expect(audit.map((row) => [row.actorKind, row.actorId, row.action, row.entityId, row.before, row.after])).toEqual([
      ['cli', null, 'staff.grant', String(meeraId), null, { id: meeraId, role: 'owner' }],
      ['cli', null, 'staff.grant', String(raviId), null, { id: raviId, role: 'staff' }],
      ['cli', null, 'staff.grant', String(raviId), { id: raviId, role: 'staff' }, { id: raviId, role: 'owner' }],
      ['cli', null, 'staff.grant', String(raviId), { id: raviId, role: 'owner' }, { id: raviId, role: 'staff' }],
      ['cli', null, 'staff.remove', String(meeraId), { id: meeraId, role: 'owner' }, null],
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/birdshield\.example/);
  });

  it('warns that STAFF_EMAILS still keeps the role of someone it removes, refuses an unknown account and wrong arguments', async () => {
    await staffCommand('add', 'ravi.packer@birdshield.example');
    const removed = await staffCommand('remove', 'Ravi.Packer@birdshield.example');
    expect(removed.exitCode).toBe(0);
    expect(removed.errors).toEqual([expect.stringMatching(/still listed in STAFF_EMAILS/)]);
    expect(await staffCommand('remove', 'nobody@birdshield.example')).toMatchObject({ exitCode: 1, errors: [expect.stringMatching(/No account/)] });
    expect(await staffCommand('add', 'not an address')).toMatchObject({ exitCode: 1, errors: [expect.any(String)] });
    for (const args of [['add'], ['remove'], ['promote', 'a@b.in'], ['remove', 'a@b.in', '--role', 'owner'], ['add', 'a@b.in', '--role']]) {
      expect(await staffCommand(...args), args.join(' ')).toMatchObject({ exitCode: 2, errors: [expect.stringMatching(/^usage:/)] });
    }
  });
});

const run = promisify(execFile);
const API_DIR = join(import.meta.dirname, '..');

function staffScript(env: Record<string, string>, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], { cwd: API_DIR, env: { ...process.env, LOG_LEVEL: 'silent', ...env } });
}

// The script as a process, on PostgreSQL only: past its connection it is runStaffCommand, tested above on both
// databases, and the embedded database's connection is every shop's start (main.test.ts).
describe('the staff script on PostgreSQL', () => {
  it('migrates the configured database, creates the owner with a password printed once, and exits 2 on wrong arguments', { timeout: 180_000 }, async () => {
    const { name, url } = await createPostgresDatabase();
    const env = { DATABASE_URL: url };
    try {
      const added = await staffScript(env, 'add', 'meera.iyer@birdshield.example');
      expect(added.stdout).toMatch(/Created staff account meera\.iyer@birdshield\.example \(owner\)/);
      const check = await connectDatabase({ dataDir: 'memory://', databaseUrl: url });
      try {
        expect(await check.db.select({ email: users.email, staffRole: users.staffRole }).from(users)).toEqual([{ email: 'meera.iyer@birdshield.example', staffRole: 'owner' }]);
      } finally {
        await check.close();
      }
      await expect(staffScript(env, 'remove', 'nobody@birdshield.example')).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/No account/) });
      await expect(staffScript(env, 'add')).rejects.toMatchObject({ code: 2 });
    } finally {
      await dropPostgresDatabase(name);
    }
  });
});
