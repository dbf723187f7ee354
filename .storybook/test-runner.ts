import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { A11yParameters } from '@storybook/addon-a11y';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { expectStoryToMatchBaselines, extendExpectWithImageSnapshots, wantsVisualSnapshot } from './visual-snapshot';

/**
 * Runs axe on every story after its play function, and fails the story on any
 * violation. A story may opt out only with `parameters.a11y.disable: true` (or
 * `test: 'off'`) and a comment saying why; `a11y.config` / `a11y.options` /
 * `a11y.context` are honoured like the Storybook a11y panel does.
 *
 * A story with `parameters.reducedMotion: 'reduce'` is rendered with
 * `prefers-reduced-motion: reduce` emulated, so its play function can check
 * the reduced-motion styles.
 *
 * Every `All` story is also compared with its committed screenshots (visual-snapshot.ts).
 */

/** Storybook's own chrome is in the document but is not the story. */
const storybookChrome = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/** Like the a11y addon: a component on its own has no landmarks, so `region` would flag every story. */
const rulesOffForComponents = [{ id: 'region', enabled: false }];

type AxeContext = Parameters<typeof checkA11y>[1];

/** The story's `a11y.context`, merged with the chrome exclusions the same way the a11y addon does it. */
function axeContext(storyContext: A11yParameters['context']): AxeContext {
  if (storyContext === undefined) return { include: 'body', exclude: storybookChrome } as AxeContext;
  const isObject = typeof storyContext === 'object' && !Array.isArray(storyContext);
  const include = isObject && 'include' in storyContext ? storyContext.include : isObject ? 'body' : storyContext;
  const exclude = isObject && 'exclude' in storyContext && storyContext.exclude ? [storyContext.exclude].flat() : [];
  return { include, exclude: [...storybookChrome, ...exclude] } as AxeContext;
}

const config: TestRunnerConfig = {
  setup() {
    extendExpectWithImageSnapshots();
  },
  async preVisit(page, context) {
    // The runner keeps one page per story file; axe (half a megabyte of script) is evaluated into it once.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
    const story = await getStoryContext(page, context);
    await page.emulateMedia({
      reducedMotion: story.parameters?.reducedMotion === 'reduce' ? 'reduce' : 'no-preference',
    });
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    if (wantsVisualSnapshot(context.id, story.parameters)) await expectStoryToMatchBaselines(page, context.id);

    const a11y = (story.parameters?.a11y ?? {}) as A11yParameters;
    if (a11y.disable === true || a11y.test === 'off') return;

    // The page is reused between stories: start every story from axe's defaults.
    await page.evaluate(() => window.axe.reset());
    await configureAxe(page, {
      ...a11y.config,
      rules: [...rulesOffForComponents, ...(a11y.config?.rules ?? [])],
    } as Parameters<typeof configureAxe>[1]);

    await checkA11y(
      page,
      axeContext(a11y.context),
      {
        detailedReport: true,
        detailedReportOptions: { html: true },
        // Print only violations, not a line per passing story.
        verbose: false,
        axeOptions: a11y.options,
      },
    );
  },
};

export default config;
