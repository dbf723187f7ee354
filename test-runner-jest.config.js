// Picked up by `test-storybook` (it looks for test-runner-jest* in the working
// directory). Same defaults as the runner, but Playwright drives Debian's
// Chromium instead of downloading a browser.
import { getJestConfig } from '@storybook/test-runner';

const defaults = getJestConfig();

export default {
  ...defaults,
  testEnvironmentOptions: {
    ...defaults.testEnvironmentOptions,
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    },
  },
};
