import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Aliases that point React Router's two entries at its production build. Its package names only the development
 * build, for every condition (dev warnings on, and checks the production build leaves out), until the maintainers
 * ship the fix; the production files sit beside them. Used by every build that is sent or measured: the
 * storefront's scripts and server renderer, and the libraries' floor (bench/floor.mjs), which must weigh the
 * libraries as the shop sends them.
 *
 * @returns {{ find: RegExp, replacement: string }[]}
 */
export function productionReactRouter() {
  const fromStorefront = createRequire(import.meta.url);
  const fromRouterDom = createRequire(fromStorefront.resolve('react-router-dom/package.json'));
  const router = path.dirname(fromRouterDom.resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: path.join(router, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(router, 'dist/production/dom-export.mjs') },
  ];
}
