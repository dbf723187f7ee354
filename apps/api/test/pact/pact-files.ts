import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** contracts/pacts at the repository root: every consumer's pact with this provider. */
export const PACT_DIR = resolve(import.meta.dirname, '../../../../contracts/pacts');
export const PROVIDER_NAME = 'ShopAPI';

export function pactFiles(): string[] {
  return readdirSync(PACT_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(PACT_DIR, name))
    .filter((file) => (JSON.parse(readFileSync(file, 'utf8')) as { provider?: { name?: string } }).provider?.name === PROVIDER_NAME);
}

/** Every provider state name the pacts use. */
export function providerStateNames(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions?: { providerStates?: { name: string }[] }[] };
    for (const interaction of pact.interactions ?? []) {
      for (const state of interaction.providerStates ?? []) names.add(state.name);
    }
  }
  return names;
}
