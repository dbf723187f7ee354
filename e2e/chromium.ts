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

/**
 * The desktop browser's own address-bar suggestions, a web page of Chromium's (chrome://omnibox-popup) loaded beside
 * a new window now and then: in traces of the listing loading, one new context in three had it, about a second of CPU
 * on the same two cores as the page, and the benchmarks calibrated their slowdown in the middle of it. A phone's
 * Chrome draws none of it.
 */
const DESKTOP_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${DESKTOP_UI_FEATURES.join(',')}`,
];

/** `flags` with their `--disable-features` lists made one: Chromium reads only the last such flag it is given. */
export function withFeaturesMerged(flags: readonly string[]): string[] {
  const prefix = '--disable-features=';
  const features = flags.filter((flag) => flag.startsWith(prefix)).flatMap((flag) => flag.slice(prefix.length).split(','));
  const others = flags.filter((flag) => !flag.startsWith(prefix));
  return features.length === 0 ? others : [...others, `${prefix}${[...new Set(features)].join(',')}`];
}
