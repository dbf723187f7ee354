import testRunnerConfig from './test-runner';
import { setupPage } from './runner-in-tests.js';

/**
 * The runner's per-file setup (`@storybook/test-runner/playwright/jest-setup.js`) without importing its
 * bundle into every test file: it installs the hooks of test-runner.ts where the generated tests call them.
 */
testRunnerConfig.setup?.();
globalThis.__sbPreVisit = testRunnerConfig.preVisit;
globalThis.__sbPostVisit = testRunnerConfig.postVisit;
// The generated tests set the page up again after a story navigated away.
globalThis.__sbSetupPage = setupPage;
globalThis.__sbCollectCoverage = false;
