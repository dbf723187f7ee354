/** The aliases of productionReactRouter.mjs (plain JavaScript, so that bench/floor.mjs runs it under Node). */
export function productionReactRouter(): { find: RegExp; replacement: string }[];
