import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestInfo } from '@playwright/test';
import { packerEmailFor } from './staff';

/**
 * Members of the `staff` role (packers) for the journey that checks what that role is not offered. The
 * shop makes them only at its command line, as an owner would (`pnpm --filter @shop/api staff:add <e-mail>
 * --role staff`), which creates the account with a password it prints once. PGlite admits one process
 * per data folder, so this runs before the shop starts (playwright.config.ts, postgres/serveOnPostgres.ts)
 * and keeps the printed passwords in the run's output folder, per shop, for the journeys to sign in with.
 */

const run = promisify(execFile);
const outputDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.output');
const passwordsFile = (shopPort: number) => path.join(outputDir, `packers-${shopPort}.json`);

/** Makes the packers of `projects` in the shop that will listen on `shopPort`, whose database `env` names. */
export async function addPackers(shopPort: number, projects: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const passwords: Record<string, string> = {};
  for (const project of projects) {
    const email = packerEmailFor(project);
    const { stdout } = await run('pnpm', ['--filter', '@shop/api', 'staff:add', email, '--role', 'staff'], { env });
    const password = /shown only this once:\s+(\S+)/.exec(stdout)?.[1];
    if (!password) throw new Error(`staff:add ${email} printed no password:\n${stdout}`);
    passwords[email] = password;
  }
  await mkdir(outputDir, { recursive: true });
  await writeFile(passwordsFile(shopPort), JSON.stringify(passwords));
}

/** The project's packer in the shop at `baseURL`, the one the project runs against. */
export async function packerFor(testInfo: TestInfo, baseURL: string): Promise<{ email: string; password: string }> {
  const shopPort = Number(new URL(baseURL).port);
  const email = packerEmailFor(testInfo.project.name);
  const passwords = JSON.parse(await readFile(passwordsFile(shopPort), 'utf8')) as Record<string, string>;
  const password = passwords[email];
  if (!password) throw new Error(`No packer ${email} was made for the shop on port ${shopPort} (packers.ts)`);
  return { email, password };
}
