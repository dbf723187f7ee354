// Picked up by `test-storybook` (it looks for test-runner-jest* in the working
// directory). Same defaults as the runner, but Playwright drives Debian's
// Chromium instead of downloading a browser, and the runner's bundle is loaded
// once per worker rather than once per story file (.storybook/runner-environment.js).
import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';

const defaults = getJestConfig();
const here = (file) => fileURLToPath(new URL(file, import.meta.url));

export default {
  ...defaults,
  testEnvironment: here('./.storybook/runner-environment.js'),
  setupFilesAfterEnv: [
    here('./.storybook/runner-setup.js'),
    ...defaults.setupFilesAfterEnv.filter((file) => !file.endsWith('/playwright/jest-setup.js')),
  ],
  moduleNameMapper: { '^@storybook/test-runner$': here('./.storybook/runner-in-tests.js') },
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
