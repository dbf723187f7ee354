/**
 * Debian's Chromium, as every browser tool of this project starts it. The flags keep it from
 * reaching for Google's services, whose connections stall on a closed network.
 *
 * The journeys drive Debian's `chromium-headless-shell` (the same Chromium without the desktop browser around it,
 * which Playwright itself uses for headless tests): in Chromium's full "new" headless mode the same four journey
 * files cost 342 and 318 CPU-s, in the shell 289 and 255. The benchmarks keep the full browser, whose figures are
 * what a shopper's Chrome would show, and so does Storybook's runner, whose visual baselines it drew (the shell
 * saved it 6 % of its CPU and differed in two pictures).
 */
export const chromiumPath = '/usr/bin/chromium';

export const testBrowserPath = '/usr/lib/chromium/chromium-headless-shell';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
