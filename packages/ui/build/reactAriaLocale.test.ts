import { describe, expect, it } from 'vitest';
import { reactAriaLocale } from './reactAriaLocale';

/** A module of react-aria's strings as it ships (dist/private/<package>/intlStrings.mjs), two languages kept. */
const shipped = `import $a from "../intl/searchfield/en-US.mjs";
var $x$exports = {};
$x$exports = {
    "en-US": $a,
    "fr-FR": undefined
};
export {$x$exports as default};
`;

const directory = '/shop/packages/ui/src/reactAriaHindi';

/** The plugin's transform, with Vite's `resolve` answering for the files `directory` holds. */
async function transform(code: string, id: string, files: string[]) {
  const plugin = reactAriaLocale({ locale: 'hi-IN', directory });
  const context = { resolve: async (path: string) => (files.includes(path) ? { id: path } : null), error: (message: string) => { throw new Error(message); } };
  const hook = plugin.transform as (this: typeof context, code: string, id: string) => Promise<{ code: string } | null>;
  return hook.call(context, code, id);
}

describe('react-aria in a language it does not ship', () => {
  it("adds the language to a package's strings, over its English, from the file named for the package", async () => {
    const result = await transform(shipped, '/shop/node_modules/react-aria/dist/private/searchfield/intlStrings.mjs', [`${directory}/searchfield.ts`]);
    expect(result?.code).toContain(`import $shopLocaleStrings from "${directory}/searchfield.ts";`);
    expect(result?.code).toContain(`$x$exports["hi-IN"] = { ...$x$exports['en-US'], ...$shopLocaleStrings };`);
  });

  it("names react-aria-components' and react-stately's strings by their package", async () => {
    const components = await transform(shipped, '/shop/node_modules/react-aria-components/dist/private/intlStrings.mjs', [`${directory}/react-aria-components.ts`]);
    expect(components?.code).toContain(`${directory}/react-aria-components.ts`);
    const stately = await transform(shipped, '/shop/node_modules/react-stately/dist/private/color/intlStrings.mjs', [`${directory}/stately-color.ts`]);
    expect(stately?.code).toContain(`${directory}/stately-color.ts`);
  });

  it('leaves a package with no translation, and every other module, as they are', async () => {
    expect(await transform(shipped, '/shop/node_modules/react-aria/dist/private/table/intlStrings.mjs', [])).toBeNull();
    expect(await transform(shipped, '/shop/node_modules/react-aria/dist/private/searchfield/useSearchField.mjs', [`${directory}/searchfield.ts`])).toBeNull();
  });

  it('says so when a new react-aria writes its strings differently', async () => {
    await expect(
      transform('export default {};', '/shop/node_modules/react-aria/dist/private/searchfield/intlStrings.mjs', [`${directory}/searchfield.ts`]),
    ).rejects.toThrow(/no longer ends as this plugin expects/);
  });
});
