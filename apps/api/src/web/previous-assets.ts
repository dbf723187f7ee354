/**
 * Releases without broken pages. A page loaded before a new build names that build's hashed scripts;
 * Vite empties dist/ on every build, so the next lazily loaded page of an open tab would answer 404.
 * At start-up the server copies the current build's assets into a folder beside the build that
 * survives rebuilds (`previous-build/assets/`), and serves them from there (serveKeptAssets). Shops on one build
 * share the folder, so a start adds to it and never rewrites what another may be sending.
 * Assets no build has shipped for a week are pruned: by then no open tab still needs them.
 */
import { access, copyFile, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from '../http/cache-rules';
import type { Logger } from '../logger';

export const PREVIOUS_ASSETS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Beside the build (`apps/storefront/dist` → `apps/storefront/previous-build`), so a rebuild leaves it alone. */
export const previousBuildDir = (dist: string) => path.join(path.dirname(dist), 'previous-build');

/**
 * Copies `dist/assets/*` into `previous-build/assets/` (marking each as shipped now) and prunes what no
 * build has shipped within `keptMs`. Answers the folder to serve after the build, or undefined when it
 * could not be written (a read-only image): that costs open tabs a reload, never the start.
 */
export async function keepBuildAssets(
  dist: string,
  logger: Pick<Logger, 'warn'>,
  now = Date.now(),
  keptMs = PREVIOUS_ASSETS_KEPT_MS,
): Promise<string | undefined> {
  const keepRoot = previousBuildDir(dist);
  const kept = path.join(keepRoot, 'assets');
  try {
    await mkdir(kept, { recursive: true });
    const shipped = new Date(now);
    for (const name of await readdir(path.join(dist, 'assets'))) {
      const target = path.join(kept, name);
      // Another shop on this build may be serving the kept copy this very moment (a second instance, a restart):
      // a hashed name already kept is the same file, so it is only marked as shipped, never rewritten in place, and a
      // new one appears whole, by a rename, or not at all.
      if (!(await exists(target))) {
        const incoming = path.join(kept, `.${name}.${process.pid}.incoming`);
        await copyFile(path.join(dist, 'assets', name), incoming);
        await rename(incoming, target);
      }
      await utimes(target, shipped, shipped);
    }
    for (const name of await readdir(kept)) {
      const file = path.join(kept, name);
      // Gone since it was listed: another shop starting beside this one renamed its copy into place.
      const listed = await stat(file).catch(() => undefined);
      if (listed && now - listed.mtimeMs > keptMs) await rm(file, { force: true });
    }
    return keepRoot;
  } catch (error) {
    logger.warn({ err: error, dist }, "Could not keep the build's assets for open tabs; they will reload after the next release");
    return undefined;
  }
}

const exists = (file: string) => access(file).then(
  () => true,
  () => false,
);

/** The build first, then the kept assets of earlier builds (@fastify/static serves the first root that has the file). */
export function buildRoots(dist: string, keepRoot: string | undefined): string | string[] {
  return keepRoot ? [dist, keepRoot] : dist;
}

/** Which of the roots a served file came from, for its cache rule. */
export function rootOf(filePath: string, dist: string, keepRoot: string | undefined): string {
  return keepRoot && filePath.startsWith(keepRoot + path.sep) ? keepRoot : dist;
}

/**
 * The kept assets, the current build's among them, as a route each, found once at start and served before the build's
 * wildcard. They are most of what a page asks for, and under @fastify/static's wildcard every request first reads each
 * directory on the file's path (its check of the path's spelling: the 740 names of assets/ for each script); a small
 * script is answered 2.5–3 times as often a second this way (autocannon, 10 connections). What else the build has (its
 * images, a build written under the running server) is still found by the wildcard after these.
 */
export async function serveKeptAssets(app: FastifyInstance, keepRoot: string | undefined): Promise<void> {
  if (!keepRoot) return;
  await app.register(fastifyStatic, {
    root: keepRoot,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build's own registration owns reply.sendFile; this one only serves files.
    decorateReply: false,
    cacheControl: false,
    // The build writes .br and .gz copies at maximum quality, kept beside each script.
    preCompressed: true,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath, keepRoot)),
  });
}
