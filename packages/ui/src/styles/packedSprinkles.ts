import { createSprinkles } from '@vanilla-extract/sprinkles/createRuntimeSprinkles';

/**
 * The sprinkles' lookup table, packed for the script every page loads first.
 *
 * Sprinkles looks a class up at run time (`sprinkles({ display: 'flex' })`), so the table of every property, value,
 * breakpoint and class name travels in the first script. As vanilla-extract writes it, that table was 22 KB minified
 * and 2.5 KB compressed, most of it the same words again and again: `conditions`, `defaultClass`, each breakpoint's
 * name for each of 745 classes. Packed, it is the value names once each and the class names as one prefix and a
 * counter (vanilla-extract names a file's classes `prefix` + a base-36 counter in the order they are made, which is
 * the table's order); where they are not (a development build's readable names), the names themselves.
 * `packSprinkles` runs at build time and refuses a table it cannot unpack exactly.
 */

type Conditions = { defaultCondition: string | false | string[]; conditionNames: string[]; responsiveArray?: string[] };
type Value = { conditions?: Record<string, string>; defaultClass?: string };
type Style = { mappings: string[] } | { values: Record<string, Value>; responsiveArray?: string[] };
/** What vanilla-extract's `defineProperties` makes: one group's conditions and styles. */
export type PropertyGroup = { conditions?: Conditions; styles: Record<string, Style> };

/** A property as its value names, or a shorthand as the properties it sets. */
type PackedStyle = [name: string, values: string[]] | [name: string, mappings: string[], shorthand: 1];
type PackedGroup = { conditions?: Conditions; styles: PackedStyle[] };
export type PackedSprinkles = { groups: PackedGroup[]; classNames: { prefix: string; first: number } | string[] };

export function packSprinkles(groups: PropertyGroup[]): PackedSprinkles {
  const names: string[] = [];
  const packed = groups.map(({ conditions, styles }) => ({
    ...(conditions ? { conditions } : {}),
    styles: Object.entries(styles).map(([name, style]): PackedStyle => {
      if ('mappings' in style) return [name, style.mappings, 1];
      for (const value of Object.values(style.values)) {
        if (conditions) names.push(...conditions.conditionNames.map((condition) => value.conditions![condition]!));
        else names.push(value.defaultClass!);
      }
      return [name, Object.keys(style.values)];
    }),
  }));
  const result = { groups: packed, classNames: asCounter(names) ?? names };
  if (JSON.stringify(unpack(result)) !== JSON.stringify(groups)) {
    throw new Error('The sprinkles table does not unpack to itself: packedSprinkles.ts no longer knows its shape');
  }
  return result;
}

/** The names as one prefix and a base-36 counter, if that is what they are. */
function asCounter(names: string[]): { prefix: string; first: number } | undefined {
  const firstName = names[0] ?? '';
  for (let split = firstName.length - 1; split > 0; split -= 1) {
    const prefix = firstName.slice(0, split);
    const first = parseInt(firstName.slice(split), 36);
    if (names.every((name, index) => name === prefix + (first + index).toString(36))) return { prefix, first };
  }
  return undefined;
}

function unpack({ groups, classNames }: PackedSprinkles): PropertyGroup[] {
  let next = 0;
  const className = () => (Array.isArray(classNames) ? classNames[next++]! : classNames.prefix + (classNames.first + next++).toString(36));
  return groups.map(({ conditions, styles }) => {
    const defaults = conditions?.defaultCondition ? [conditions.defaultCondition].flat() : [];
    const unpacked: Record<string, Style> = {};
    for (const [name, list, shorthand] of styles) {
      if (shorthand) {
        unpacked[name] = { mappings: list };
        continue;
      }
      const values: Record<string, Value> = {};
      for (const valueName of list) {
        if (!conditions) {
          values[valueName] = { defaultClass: className() };
          continue;
        }
        const value: Value = { conditions: {} };
        const defaultClasses: string[] = [];
        for (const condition of conditions.conditionNames) {
          value.conditions![condition] = className();
          if (defaults.includes(condition)) defaultClasses.push(value.conditions![condition]!);
        }
        if (defaultClasses.length > 0) value.defaultClass = defaultClasses.join(' ');
        values[valueName] = value;
      }
      unpacked[name] = { values, ...(conditions?.responsiveArray ? { responsiveArray: conditions.responsiveArray } : {}) };
    }
    return { ...(conditions ? { conditions } : {}), styles: unpacked };
  });
}

/** The sprinkles function of a packed table: what the browser's bundle calls as the page's script starts. */
export function sprinklesFromPacked(packed: PackedSprinkles) {
  return createSprinkles(...(unpack(packed) as Parameters<typeof createSprinkles>));
}
