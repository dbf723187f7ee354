import { rmSync } from 'node:fs';
import { PACT_FILE } from './shopPact';

// Pact merges new interactions into an existing file; start from nothing so an interaction
// deleted from the tests also leaves the contract.
export default function removeOldPact(): void {
  rmSync(PACT_FILE, { force: true });
}
