import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localeModules } from './localeModules';

/**
 * The Hindi build takes a module's `.hi.ts` sibling wherever the module is imported from the workspace's own source,
 * the design system's included: its components' words (`Carousel/carouselWords.ts` → `carouselWords.hi.ts`) are
 * Hindi on Hindi pages this way, with no provider (decision 066).
 */
const ui = fileURLToPath(new URL('../../../packages/ui/src/components/', import.meta.url));

async function resolveIn(language: string | undefined, source: string, importer: string, resolved: string) {
  const plugin = localeModules(language);
  const context = { resolve: async () => ({ id: resolved, external: false }) };
  const hook = plugin.resolveId as unknown as (this: typeof context, source: string, importer: string, options: object) => Promise<{ id: string } | null>;
  return (await hook.call(context, source, importer, {}))?.id ?? null;
}

describe('a language built by module', () => {
  it("takes the design system's Hindi words in the Hindi build", async () => {
    const id = await resolveIn('hi', './carouselWords', `${ui}Carousel/Carousel.tsx`, `${ui}Carousel/carouselWords.ts`);
    expect(id).toBe(`${ui}Carousel/carouselWords.hi.ts`);
  });

  it('keeps the English words in the English build', async () => {
    expect(await resolveIn(undefined, './carouselWords', `${ui}Carousel/Carousel.tsx`, `${ui}Carousel/carouselWords.ts`)).toBeNull();
  });

  it('leaves the English module to a sibling that imports it', async () => {
    const id = await resolveIn('hi', './carouselWords', `${ui}Carousel/carouselWords.hi.ts`, `${ui}Carousel/carouselWords.ts`);
    expect(id).toBeNull();
  });
});
