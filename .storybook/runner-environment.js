import * as testRunner from '@storybook/test-runner';
import RunnerEnvironment from '@storybook/test-runner/playwright/custom-environment.js';

/**
 * The runner's own environment, which also hands the runner's functions to the test files' realm.
 * Jest evaluates every module a test file imports afresh for that file: the runner's bundle (with
 * Storybook's node internals) took seconds per story file, once per component. This module is loaded
 * once per Jest worker, and so is the bundle it imports; `runner-in-tests.js` passes calls on to it.
 */
export default class StoryEnvironment extends RunnerEnvironment {
  async setup() {
    await super.setup();
    this.global.__storybookTestRunner = testRunner;
  }
}
