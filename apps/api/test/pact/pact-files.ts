import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACTS_DIR } from '@shop/contracts/pacts';

export const PROVIDER_NAME = 'ShopAPI';

/** Every consumer's pact with this provider, from the contract package's pacts/ folder. */
export function pactFiles(): string[] {
  return readdirSync(PACTS_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(PACTS_DIR, name))
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
