import { rmSync } from 'node:fs';
import { ADMIN_PACT_FILE } from './admin/adminPact';
import { PACT_FILE } from './shopPact';

// Pact merges new interactions into an existing file; start from nothing so an interaction
// deleted from the tests also leaves the contract.
export default function removeOldPact(): void {
  for (const file of [PACT_FILE, ADMIN_PACT_FILE]) rmSync(file, { force: true });
}
