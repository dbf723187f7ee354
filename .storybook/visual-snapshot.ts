import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';

/** The Playwright page the test runner hands its hooks. */
type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

/**
 * Visual regression without a service: each component's `All` story (every variant on one
 * canvas, Polaris-style) is photographed at a phone and a desktop width and compared with the
 * baseline committed in `.storybook/visual-baselines/`. A design change is then a reviewed change:
 * update the baselines with `pnpm test-storybook:ci -u` and commit the new PNGs with the change.
 * Chromatic (`pnpm chromatic`) does the same in the cloud for teams with a project token.
 */

const VISUAL_WIDTHS = [375, 1280] as const;
const baselinesDir = fileURLToPath(new URL('./visual-baselines', import.meta.url));

/** Freezes what moves, so a screenshot shows the design and not a frame of an animation. */
const STILL_LIFE_CSS = `
  *, *::before, *::after {
    animation-delay: -1ms !important; animation-duration: 1ms !important; animation-iteration-count: 1 !important;
    transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
  }`;

/** Only `All` stories are photographed, unless `parameters.visual.disable` says otherwise. */
export async function wantsVisualSnapshot(page: Page, context: Parameters<typeof getStoryContext>[1]): Promise<boolean> {
  if (!context.id.endsWith('--all')) return false;
  const { parameters } = await getStoryContext(page, context);
  return (parameters?.visual as { disable?: boolean } | undefined)?.disable !== true;
}

export async function expectStoryToMatchBaselines(page: Page, storyId: string): Promise<void> {
  // Imported here, not at the top: only `All` stories need it, and every story file's test loads this module.
  const { toMatchImageSnapshot } = await import('jest-image-snapshot');
  expect.extend({ toMatchImageSnapshot });
  const original = page.viewportSize();
  const stillLife = await page.addStyleTag({ content: STILL_LIFE_CSS });
  try {
    for (const width of VISUAL_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Let ResizeObserver-driven layouts and lazy images settle at the new width.
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const image = await page.locator('#storybook-root').screenshot({ animations: 'disabled' });
      if (await isBaseline(image, `${storyId}--${width}`)) continue;
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: baselinesDir,
        customDiffDir: fileURLToPath(new URL('../__diff_output__', import.meta.url)),
        customSnapshotIdentifier: `${storyId}--${width}`,
        // Anti-aliasing differs by a few pixels between runs; a real design change moves far more.
        failureThreshold: 0.002,
        failureThresholdType: 'percent',
        // In the runner's own process: by default each comparison starts a Node process of its own.
        runInProcess: true,
      });
    }
  } finally {
    // The page renders the next stories, which check their own transitions and animations.
    await stillLife.evaluate((style) => style.remove());
    if (original) await page.setViewportSize(original);
  }
}

/**
 * Whether `image` is, byte for byte, the committed baseline `identifier`: then it matches, and it is counted as
 * a matched snapshot without decoding either picture. The same browser drawing the same pixels writes the same
 * file, and decoding the two PNGs in JavaScript (jest-image-snapshot's pngjs) was most of the runner's own CPU.
 */
async function isBaseline(image: Buffer, identifier: string): Promise<boolean> {
  const baseline = await readFile(path.join(baselinesDir, `${identifier}.png`)).catch(() => undefined);
  if (!baseline?.equals(image)) return false;
  const { snapshotState } = expect.getState() as { snapshotState?: { matched: number } };
  if (snapshotState) snapshotState.matched += 1;
  return true;
}
