import { chromium, type Browser } from '@playwright/test';

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

const DISABLE_FEATURES = '--disable-features=';

/**
 * The desktop browser's own address-bar suggestions, a web page of Chromium's (chrome://omnibox-popup) loaded beside
 * a new window now and then: in traces of the listing loading, one new context in three had it, about a second of CPU
 * on the same two cores as the page, and the benchmarks calibrated their slowdown in the middle of it. A phone's
 * Chrome draws none of it. The journeys' headless shell has no address bar.
 */
const DESKTOP_UI_OFF = `${DISABLE_FEATURES}WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI`;

/**
 * The full browser's flags for a benchmark: its launcher's own (`launcherFlags`), `chromiumFlags`, and the desktop
 * address bar's web UI turned off. Chromium reads only the last `--disable-features` it is given, and both launchers
 * turn features off with one of their own, so the lists are made one.
 */
export function fullBrowserFlags(launcherFlags: readonly string[]): string[] {
  const flags = [...launcherFlags, ...chromiumFlags, DESKTOP_UI_OFF];
  const features = flags.filter((flag) => flag.startsWith(DISABLE_FEATURES)).flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','));
  return [...flags.filter((flag) => !flag.startsWith(DISABLE_FEATURES)), `${DISABLE_FEATURES}${[...new Set(features)].join(',')}`];
}

/**
 * Debian's full Chromium through Playwright, for the benchmarks that drive it (taps, moves), with `fullBrowserFlags`.
 * Playwright's own `--disable-features` is read from the command line of a first start (Chromium gives it over CDP to
 * a browser started for automation) and replaced by the merged list.
 */
export async function launchFullBrowser(): Promise<Browser> {
  const first = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, '--enable-automation'] });
  const { arguments: started } = await (await first.newBrowserCDPSession()).send('Browser.getBrowserCommandLine');
  await first.close();
  const playwrights = started.filter((flag) => flag.startsWith(DISABLE_FEATURES));
  return chromium.launch({ executablePath: chromiumPath, args: fullBrowserFlags(playwrights), ignoreDefaultArgs: playwrights });
}
