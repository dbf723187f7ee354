import { rmSync } from 'node:fs';
import { MSG91_PACT_FILE } from './pact-file';

// Pact merges new interactions into an existing file; start from nothing so an interaction deleted from
// the consumer test also leaves the contract.
export default function removeOldPact(): void {
  rmSync(MSG91_PACT_FILE, { force: true });
}
