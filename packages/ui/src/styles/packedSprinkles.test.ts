import { removeAdapter, setAdapter } from '@vanilla-extract/css/adapter';
import { endFileScope, setFileScope } from '@vanilla-extract/css/fileScope';
import { defineProperties } from '@vanilla-extract/sprinkles';
import { createSprinkles } from '@vanilla-extract/sprinkles/createRuntimeSprinkles';
import { describe, expect, it } from 'vitest';
import { packSprinkles, sprinklesFromPacked, type PropertyGroup } from './packedSprinkles';

/**
 * Property groups of every kind the design system defines (responsive with a responsive array, with shorthands,
 * unconditional), made by vanilla-extract itself in a file scope, as a .css.ts file makes them: with the short class
 * names of a production build, or the readable ones of development.
 */
function defineGroups(identifiers: 'short' | 'debug') {
  setAdapter({ appendCss() {}, registerClassName() {}, onEndFileScope() {}, registerComposition() {}, markCompositionUsed() {}, getIdentOption: () => identifiers });
  setFileScope(`packedSprinkles.${identifiers}.css.ts`, 'ui');
  const responsive = defineProperties({
    conditions: { mobile: {}, md: { '@media': 'screen and (min-width: 768px)' }, lg: { '@media': 'screen and (min-width: 1024px)' } },
    defaultCondition: 'mobile',
    responsiveArray: ['mobile', 'md', 'lg'],
    properties: { display: ['none', 'flex', 'grid'], paddingTop: { 0: '0', 2: '8px', '0.5': '2px' }, paddingBottom: { 0: '0', 2: '8px', '0.5': '2px' } },
    shorthands: { paddingY: ['paddingTop', 'paddingBottom'] },
  });
  const fixed = defineProperties({ properties: { flexGrow: [0, 1], width: { full: '100%', auto: 'auto' } } });
  endFileScope();
  removeAdapter();
  return [responsive, fixed] as const;
}

const calls = [
  { display: 'flex' },
  { display: { mobile: 'none', lg: 'grid' } },
  { display: ['none', null, 'flex'] },
  { paddingY: ['0.5', '2'] },
  { paddingTop: 2, flexGrow: 1, width: 'full' },
] as const;

describe('packSprinkles', () => {
  it('packs class names made in order as a prefix and a counter, and unpacks to the same sprinkles', () => {
    const groups = defineGroups('short');
    const packed = packSprinkles([...groups] as unknown as PropertyGroup[]);
    expect(Array.isArray(packed.classNames)).toBe(false);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(groups).length / 2);

    const fromPacked = sprinklesFromPacked(packed);
    const original = createSprinkles(...groups);
    for (const props of calls) expect(fromPacked(props as never)).toBe(original(props as never));
    expect([...fromPacked.properties]).toEqual([...original.properties]);
  });

  it('keeps readable class names as they are', () => {
    const groups = defineGroups('debug');
    const packed = packSprinkles([...groups] as unknown as PropertyGroup[]);
    expect(packed.classNames).toContain(createSprinkles(...groups)({ display: 'grid' }));

    const fromPacked = sprinklesFromPacked(packed);
    const original = createSprinkles(...groups);
    for (const props of calls) expect(fromPacked(props as never)).toBe(original(props as never));
  });

  it('refuses a table it would not unpack exactly', () => {
    const defaultsElsewhere: PropertyGroup[] = [
      {
        conditions: { defaultCondition: 'mobile', conditionNames: ['mobile', 'lg'] },
        styles: { display: { values: { flex: { conditions: { mobile: 'a1', lg: 'a2' }, defaultClass: 'a2' } } } },
      },
    ];
    expect(() => packSprinkles(defaultsElsewhere)).toThrow(/does not unpack to itself/);
  });
});
