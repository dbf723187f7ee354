import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rule lives in the root eslint.config.js; this proves it catches what it is for, so a
// refactor of the config cannot silently turn it into a rule that passes everything.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function layerErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${repoRoot}/apps/storefront/src/${file}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the storefront layer rule', () => {
  it.each([
    ['pages/HomePage/Example.ts', "import { router } from '../../app/router';"],
    ['components/SiteHeader/Example.ts', "import { HomePage } from '../../pages/HomePage/HomePage';"],
    ['features/cart/Example.ts', "import { SiteHeader } from '../../components/SiteHeader';"],
    ['shared/Example.ts', "import { useSession } from '../features/session';"],
    ['copy/Example.ts', "import { notify } from '../shared/toasts';"],
  ])('refuses an import back up from %s', async (file, source) => {
    expect(await layerErrors(file, source)).toHaveLength(1);
  });

  it.each([
    ['pages/HomePage/Example.ts', "import { SiteHeader } from '../../components/SiteHeader';"],
    ['components/SiteHeader/Example.ts', "import { useSession } from '../../features/session';"],
    ['features/cart/Example.ts', "import { notify } from '../../shared/toasts';"],
    ['shared/Example.ts', "import { shellCopy } from '../copy/shell';"],
    ['pages/HomePage/Example.ts', "import { AboutSection } from '../AboutPage/AboutSection';"],
  ])('allows an import down from %s', async (file, source) => {
    expect(await layerErrors(file, source)).toEqual([]);
  });
});
