/** The aliases of productionReactRouter.mjs (plain JavaScript, so that the storefront's bench/floor.mjs runs it under Node). */
export function productionReactRouter(app: string): { find: RegExp; replacement: string }[];
