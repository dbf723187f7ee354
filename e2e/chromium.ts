/**
 * Debian's Chromium, as every browser tool of this project starts it. The flags keep it from
 * reaching for Google's services, whose connections stall on a closed network.
 */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
