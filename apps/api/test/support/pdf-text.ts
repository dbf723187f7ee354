/**
 * A PDF's text as a reader would copy it, by poppler's `pdftotext -layout` (Debian's poppler-utils,
 * installed by scripts/bootstrap.sh): tests check what the document says, not how it is drawn.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Every amount written like "1,10,085.00" in the text, in paise, in reading order. */
export function amountsIn(text: string): number[] {
  return [...text.matchAll(/(?<![\d,])(\d{1,3}(?:,\d{2})*(?:,\d{3})?|\d+)\.(\d{2})(?![\d])/g)].map((match) => Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]));
}
