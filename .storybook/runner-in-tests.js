/**
 * What a test file's realm sees as `@storybook/test-runner` (test-runner-jest.config.js maps it here): the
 * worker's one copy of the runner, handed over by runner-environment.js.
 */
const runner = () => globalThis.__storybookTestRunner;

export const getStoryContext = (...args) => runner().getStoryContext(...args);
export const setupPage = (...args) => runner().setupPage(...args);
