import * as testRunner from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** This worker's browser connection, context and page, at the preview with the runner's page setup done. */
let kept;
/** The size the runner's pages start at. */
let startSize;
/** Closes the kept connection when no story file follows soon: after the last file, so the worker can exit. */
let release;
const RELEASE_AFTER_MS = 150;

/**
 * The runner's own environment, with two things kept per Jest worker instead of per story file.
 *
 * The runner's bundle: Jest evaluates every module a test file imports afresh for that file, and the
 * bundle (with Storybook's node internals) took seconds per story file, once per component. This module is
 * loaded once per worker, and so is the bundle it imports; `runner-in-tests.js` passes calls on to it.
 *
 * The page: the runner's environment connects to the browser, opens a context and a page and loads the
 * preview (`setupPage`) for every story file, over a third of the runner's time; the stories of one file
 * already share that page, each rendered afresh by the preview, so the next file's stories share it too,
 * starting at the size a new page has. A story that navigates the page away gets a new page from the runner
 * (`jestPlaywright.resetPage`), and that one is kept instead. When no file follows within RELEASE_AFTER_MS
 * (Jest waits 500 ms for a worker to exit, and closing takes some of that), the connection is closed, and a
 * later file opens its own.
 */
export default class StoryEnvironment extends PlaywrightEnvironment {
  async setup() {
    clearTimeout(release);
    const reuse = Boolean(kept?.browser.isConnected());
    const options = this._config.testEnvironmentOptions;
    this._config.testEnvironmentOptions = { ...options, 'jest-playwright': { ...options['jest-playwright'], skipInitialization: reuse } };
    await super.setup();
    if (reuse) {
      Object.assign(this.global, kept);
      if (startSize) await this.global.page.setViewportSize(startSize);
    } else {
      await testRunner.setupPage(this.global.page, this.global.context);
      startSize ??= this.global.page.viewportSize();
    }
    this.global.__storybookTestRunner = testRunner;
  }

  async teardown() {
    const { browser, context, page } = this.global;
    kept = { browser, context, page };
    release = setTimeout(() => {
      kept = undefined;
      void browser.close();
    }, RELEASE_AFTER_MS);
    // The base environment would close the connection and stop listening to the page: the next file uses both.
    this.global.browser = undefined;
    this.global.page = undefined;
    await super.teardown();
  }
}
