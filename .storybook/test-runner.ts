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

/**
 * The accessibility check is the a11y addon's own: after every story's play function it runs axe in the
 * story's page (honouring `parameters.a11y.config`, `.options`, `.context` and `.disable`, with `region`
 * off since a component alone has no landmarks), and with `a11y.test: 'error'` (preview.tsx) the test
 * runner fails the story on any violation. A story may opt out only with `parameters.a11y.disable: true`
 * (or `test: 'off'`) and a comment saying why.
 *
 * A story with `parameters.reducedMotion: 'reduce'` is rendered with `prefers-reduced-motion: reduce`
 * emulated, so its play function can check the reduced-motion styles.
 *
 * Every `All` story is also compared with its committed screenshots (visual-snapshot.ts).
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = await storyContextOf(page, context);
    await page.emulateMedia({
      reducedMotion: story.parameters?.reducedMotion === 'reduce' ? 'reduce' : 'no-preference',
    });
  },
  async postVisit(page, context) {
    if (await wantsVisualSnapshot(page, context)) await expectStoryToMatchBaselines(page, context.id);
  },
};

export default config;
