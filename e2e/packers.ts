import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestInfo } from '@playwright/test';
import type { Database } from '../apps/api/src/db/database';
import { runStaffCommand } from '../apps/api/src/staff/command';
import { PACKER_JOURNEYS, packerEmailFor, STAFF_EMAILS, type PackerJourney } from './staff';

/**
 * Members of the `staff` role (packers) for the journey that checks what that role is not offered. The
 * shop makes them only with its staff command, as an owner would (`pnpm --filter @shop/api staff:add <e-mail>
 * --role staff`), which creates the account with a password it prints once. The command's own code runs here on the
 * shop's database before the shop starts (serveShops.ts, postgres/serveOnPostgres.ts): a process per packer spent
 * seconds loading the API for each. The printed passwords are kept in the run's output folder, per shop, for the
 * journeys to sign in with.
 */

const outputDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.output');
const passwordsFile = (shopPort: number) => path.join(outputDir, `packers-${shopPort}.json`);

/** Makes the packers of `projects` in `db`, the database of the shop that will listen on `shopPort`. */
export async function addPackers(db: Database, shopPort: number, projects: readonly string[]): Promise<void> {
  const passwords: Record<string, string> = {};
  for (const email of projects.flatMap((project) => PACKER_JOURNEYS.map((journey) => packerEmailFor(project, journey)))) {
    const result = await runStaffCommand(db, ['add', email, '--role', 'staff'], [...STAFF_EMAILS]);
    const printed = result.output.join('\n');
    const password = /shown only this once:\s+(\S+)/.exec(printed)?.[1];
    if (result.exitCode !== 0 || !password) throw new Error(`staff:add ${email} printed no password:\n${printed}\n${result.errors.join('\n')}`);
    passwords[email] = password;
  }
  await mkdir(outputDir, { recursive: true });
  await writeFile(passwordsFile(shopPort), JSON.stringify(passwords));
}

/** The project's packer for `journey` in the shop at `baseURL`, the one the project runs against. */
export async function packerFor(testInfo: TestInfo, baseURL: string, journey: PackerJourney): Promise<{ email: string; password: string }> {
  const shopPort = Number(new URL(baseURL).port);
  const email = packerEmailFor(testInfo.project.name, journey);
  const passwords = JSON.parse(await readFile(passwordsFile(shopPort), 'utf8')) as Record<string, string>;
  const password = passwords[email];
  if (!password) throw new Error(`No packer ${email} was made for the shop on port ${shopPort} (packers.ts)`);
  return { email, password };
}
