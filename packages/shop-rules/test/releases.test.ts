import { describe, expect, it } from 'vitest';
import { reloadOnStaleBuild, STALE_BUILD_RELOAD_GUARD_MS, type ReloadingWindow } from '../src/releases';

const page = (entry: string) => `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body></body></html>`;

/** A window whose reloads keep the session storage, as a browser tab's do; the server serves `served()`. */
function fakeWindow(served: () => string | 'offline', storage: Map<string, string> | 'unavailable' = new Map()) {
  const listeners = new Map<string, () => void>();
  let reloads = 0;
  const target: ReloadingWindow = {
    addEventListener: (type, listener) => listeners.set(type, listener),
    location: { reload: () => (reloads += 1) },
    sessionStorage: {
      getItem: (key) => {
        if (storage === 'unavailable') throw new Error('SecurityError');
        return storage.get(key) ?? null;
      },
      setItem: (key, value) => {
        if (storage === 'unavailable') throw new Error('SecurityError');
        storage.set(key, value);
      },
    },
    fetch: async () => {
      const html = served();
      if (html === 'offline') throw new TypeError('Failed to fetch');
      return { ok: true, text: async () => html };
    },
    document: { querySelector: () => ({ getAttribute: () => '/assets/index-old111.js' }) },
  };
  return { target, listeners, reloads: () => reloads };
}

async function failLoad(window: ReturnType<typeof fakeWindow>, checks: { settled(): Promise<void> }) {
  window.listeners.get('vite:preloadError')?.();
  await checks.settled();
}

describe('reloading once when a script of the previous build is gone', () => {
  it('reloads when the server names a new build, once: a second failure right after lets the error show', async () => {
    let clock = 1_000_000;
    const storage = new Map<string, string>();
    const newBuild = () => page('/assets/index-new222.js');
    const before = fakeWindow(newBuild, storage);
    await failLoad(before, reloadOnStaleBuild(before.target, '/', () => clock));
    expect(before.reloads()).toBe(1);

    // The reloaded page (same tab, same storage) fails again at once: no second reload.
    clock += 5_000;
    const after = fakeWindow(newBuild, storage);
    const checks = reloadOnStaleBuild(after.target, '/', () => clock);
    await failLoad(after, checks);
    expect(after.reloads()).toBe(0);

    // A later release in the same tab reloads again.
    clock += STALE_BUILD_RELOAD_GUARD_MS;
    await failLoad(after, checks);
    expect(after.reloads()).toBe(1);
  });

  it('leaves the error to the app when the build is the same or the network is down', async () => {
    const sameBuild = fakeWindow(() => page('/assets/index-old111.js'));
    await failLoad(sameBuild, reloadOnStaleBuild(sameBuild.target, '/'));
    expect(sameBuild.reloads()).toBe(0);

    const offline = fakeWindow(() => 'offline');
    await failLoad(offline, reloadOnStaleBuild(offline.target, '/admin/'));
    expect(offline.reloads()).toBe(0);
  });

  it('without session storage it never reloads, so it cannot loop', async () => {
    const window = fakeWindow(() => page('/assets/index-new222.js'), 'unavailable');
    await failLoad(window, reloadOnStaleBuild(window.target, '/'));
    expect(window.reloads()).toBe(0);
  });
});
