import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { expectStoryToMatchBaselines, wantsVisualSnapshot } from './visual-snapshot';

type Page = Parameters<NonNullable<TestRunnerConfig['preVisit']>>[0];

/** How long the preview may take to read its story index before the runner asks it about a story. */
const STORE_READY_TRIES = 50;
const STORE_READY_PAUSE_MS = 100;

/**
 * The story's context, once the preview has read its story index: on a busy machine the runner asks before
 * then, and the preview answers SB_PREVIEW_API_0011 (the store is not ready) instead of waiting.
 */
async function storyContextOf(page: Page, context: Parameters<typeof getStoryContext>[1]) {
  for (let tries = 1; ; tries += 1) {
    try {
      return await getStoryContext(page, context);
    } catch (error) {
      if (tries >= STORE_READY_TRIES || !String(error).includes('SB_PREVIEW_API_0011')) throw error;
      await page.waitForTimeout(STORE_READY_PAUSE_MS);
    }
  }
}

type Size = { width: number; height: number };

/** The runner's own page size, noted before any story changes it: the size of every story that names none. */
const runnerViewports = new WeakMap<Page, Size | null>();

function runnerViewportOf(page: Page): Size | null {
  if (!runnerViewports.has(page)) runnerViewports.set(page, page.viewportSize());
  return runnerViewports.get(page) ?? null;
}

type ViewportOptions = Record<string, { styles?: { width?: string; height?: string } }>;

/**
 * The size of the viewport a story starts on in Storybook (`globals: { viewport: { value: 'phone' } }`, one of the
 * preview's `parameters.viewport.options`), so the story is tested at the width it is shown at: the back-office's
 * phone bar exists only below 1024 px.
 */
function storyViewportOf(story: Awaited<ReturnType<typeof storyContextOf>>): Size | undefined {
  const name = (story.storyGlobals as { viewport?: { value?: string } } | undefined)?.viewport?.value;
  const styles = name ? (story.parameters?.viewport as { options?: ViewportOptions } | undefined)?.options?.[name]?.styles : undefined;
  const width = Number.parseInt(styles?.width ?? '', 10);
  const height = Number.parseInt(styles?.height ?? '', 10);
  return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : undefined;
}

/**
 * The accessibility check is the a11y addon's own: after every story's play function it runs axe in the
 * story's page (honouring `parameters.a11y.config`, `.options`, `.context` and `.disable`, with `region`
 * off since a component alone has no landmarks), and with `a11y.test: 'error'` (preview.tsx) the test
 * runner fails the story on any violation. A story may opt out only with `parameters.a11y.disable: true`
 * (or `test: 'off'`) and a comment saying why.
 *
 * A story with `parameters.reducedMotion: 'reduce'` is rendered with `prefers-reduced-motion: reduce`
 * emulated, so its play function can check the reduced-motion styles; one that starts on a viewport is
 * rendered at that viewport's size.
 *
 * Every `All` story is also compared with its committed screenshots (visual-snapshot.ts).
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = await storyContextOf(page, context);
    await page.emulateMedia({
      reducedMotion: story.parameters?.reducedMotion === 'reduce' ? 'reduce' : 'no-preference',
    });
    // The runner's size is noted first, before a story of the page's first visit can change it.
    const runnerViewport = runnerViewportOf(page);
    const viewport = storyViewportOf(story) ?? runnerViewport;
    if (viewport) await page.setViewportSize(viewport);
  },
  async postVisit(page, context) {
    if (await wantsVisualSnapshot(page, context)) await expectStoryToMatchBaselines(page, context.id);
  },
};

export default config;
