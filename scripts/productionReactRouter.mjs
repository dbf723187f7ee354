import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Aliases that point React Router's two entries at its production build. Its package names only the development
 * build, for every condition (dev warnings on, and checks the production build leaves out), until the maintainers
 * ship the fix; the production files sit beside them. Used by every build that is sent or measured: the
 * storefront's scripts and server renderer, the back-office, and the libraries' floor (apps/storefront/bench/floor.mjs),
 * which must weigh the libraries as the shop sends them.
 *
 * @param {string} app the URL or path of a file in the app being built, whose React Router is the one aliased
 * @returns {{ find: RegExp, replacement: string }[]}
 */
export function productionReactRouter(app) {
  const fromApp = createRequire(app);
  const fromRouterDom = createRequire(fromApp.resolve('react-router-dom/package.json'));
  const router = path.dirname(fromRouterDom.resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: path.join(router, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(router, 'dist/production/dom-export.mjs') },
  ];
}
