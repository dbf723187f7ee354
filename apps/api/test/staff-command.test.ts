/** `staff:add` and `staff:remove` as the owner runs them: a real process on each database. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/connect';
import { auditLog, staffSessions, users } from '../src/db/schema';
import { startStaffSession } from '../src/staff/sessions';
import { TEST_KEYS } from './support/accounts';
import { createPostgresDatabase, dropPostgresDatabase } from './support/databases';

const run = promisify(execFile);
const API_DIR = join(import.meta.dirname, '..');

function staffCommand(env: Record<string, string>, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], { cwd: API_DIR, env: { ...process.env, LOG_LEVEL: 'silent', ...env } });
}

const targets: [string, () => Promise<{ env: Record<string, string>; cleanUp(): Promise<void> }>][] = [
  [
    'the embedded database',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'staff-command-'));
      return { env: { DATA_DIR: dataDir }, cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }) };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const { name, url } = await createPostgresDatabase();
      return { env: { DATABASE_URL: url }, cleanUp: () => dropPostgresDatabase(name) };
    },
  ],
];

describe.each(targets)('staff:add and staff:remove on %s', (_name, prepare) => {
  it('makes the first staff member the owner, later ones staff, changes roles, takes the role and its sessions away, and audits each as the command line', { timeout: 420_000 }, async () => {
    const target = await prepare();
    try {
      const added = await staffCommand(target.env, 'add', 'Meera.Iyer@birdshield.example');
      expect(added.stdout).toMatch(/Created staff account .* \(owner\)/);
      const password = /^ {4}(\S+)$/m.exec(added.stdout)?.[1];
      expect(password?.length).toBeGreaterThanOrEqual(20);
      expect((await staffCommand(target.env, 'add', 'meera.iyer@birdshield.example')).stdout).toMatch(/already staff \(owner\)/);
      expect((await staffCommand(target.env, 'add', 'ravi.packer@birdshield.example')).stdout).toMatch(/\(staff\)/);
      expect((await staffCommand(target.env, 'add', 'ravi.packer@birdshield.example', '--role', 'owner')).stdout).toMatch(/is now staff \(owner\)/);
      expect((await staffCommand(target.env, 'add', 'ravi.packer@birdshield.example', '--role=staff')).stdout).toMatch(/is now staff \(staff\)/);
      await expect(staffCommand(target.env, 'add', 'ravi.packer@birdshield.example', '--role', 'admin')).rejects.toMatchObject({ code: 2 });

      // A live back-office session, to see the removal end it.
      const database = await connectDatabase({ dataDir: target.env.DATA_DIR ?? 'memory://', databaseUrl: target.env.DATABASE_URL });
      try {
        const staff = await database.db.select().from(users).orderBy(users.id);
        expect(staff).toMatchObject([
          { email: 'meera.iyer@birdshield.example', staffRole: 'owner', name: 'Meera Iyer' },
          { email: 'ravi.packer@birdshield.example', staffRole: 'staff' },
        ]);
        await startStaffSession(database.db, TEST_KEYS, staff[0]!.id);
      } finally {
        await database.close();
      }

      expect((await staffCommand(target.env, 'remove', 'meera.iyer@birdshield.example')).stdout).toMatch(/no longer staff; 1 back-office session\(s\) ended/);
      const check = await connectDatabase({ dataDir: target.env.DATA_DIR ?? 'memory://', databaseUrl: target.env.DATABASE_URL });
      try {
        const [staff] = await check.db.select().from(users).where(eq(users.email, 'meera.iyer@birdshield.example'));
        expect(staff!.staffRole).toBeNull();
        const [session] = await check.db.select().from(staffSessions);
        expect(session!.revokedAt).not.toBeNull();
        const audit = await check.db.select().from(auditLog).orderBy(auditLog.id);
        const [meera, ravi] = [staff!.id, staff!.id + 1].map(String);
        expect(audit.map((row) => [row.actorKind, row.actorId, row.action, row.entityId, row.before, row.after])).toEqual([
          ['cli', null, 'staff.grant', meera, null, { id: staff!.id, role: 'owner' }],
          ['cli', null, 'staff.grant', ravi, null, { id: staff!.id + 1, role: 'staff' }],
          ['cli', null, 'staff.grant', ravi, { id: staff!.id + 1, role: 'staff' }, { id: staff!.id + 1, role: 'owner' }],
          ['cli', null, 'staff.grant', ravi, { id: staff!.id + 1, role: 'owner' }, { id: staff!.id + 1, role: 'staff' }],
          ['cli', null, 'staff.remove', meera, { id: staff!.id, role: 'owner' }, null],
        ]);
        expect(JSON.stringify(audit)).not.toMatch(/birdshield\.example/);
      } finally {
        await check.close();
      }

      await expect(staffCommand(target.env, 'remove', 'nobody@birdshield.example')).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/No account/) });
      await expect(staffCommand(target.env, 'add')).rejects.toMatchObject({ code: 2 });
    } finally {
      await target.cleanUp();
    }
  });
});
