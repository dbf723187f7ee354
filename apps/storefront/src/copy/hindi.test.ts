import { describe, expect, it } from 'vitest';

/**
 * Each Hindi copy module (`cart.hi.ts`), which the Hindi build takes in place of its English sibling, gives everything
 * the English one does in the same shape: the same exports and keys, lists of the same length, functions of as many
 * values, each giving a string. TypeScript checks the types (copy/words.ts); this checks what a type cannot, such as a
 * function that throws or gives nothing, and a module that forgot an export.
 */
const hindiModules = import.meta.glob<Record<string, unknown>>('./*.hi.ts', { eager: true });
const englishModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.hi.ts', '!./*.test.ts'], { eager: true });

/** Sample values for a function's parameters: a number and a word serve almost every function of the copy. */
const SAMPLES = [2, 'x', 3, 'y', 4];

/** The functions that take a list instead (the return rules name their reasons and products as one list), by key. */
const LIST_SAMPLES: Record<string, unknown[]> = {
  'returnRulesCopy.shopFault': [['x', 'y', 'z']],
  'returnRulesCopy.replacement': [['x', 'y']],
  'returnRulesCopy.nonReturnable': [['x']],
};

function shapeOf(value: unknown, path: string, key = ''): unknown {
  if (typeof value === 'string') {
    expect(value.trim(), path).not.toBe('');
    return 'string';
  }
  if (typeof value === 'function') {
    const result = (value as (...values: unknown[]) => unknown)(...(LIST_SAMPLES[key] ?? SAMPLES.slice(0, value.length)));
    return { function: value.length, gives: shapeOf(result, `${path}()`, key) };
  }
  if (Array.isArray(value)) return value.map((item, index) => shapeOf(item, `${path}[${index}]`, `${key}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, shapeOf(item, `${path}.${name}`, key ? `${key}.${name}` : name)]),
    );
  }
  return typeof value;
}

describe('the Hindi copy', () => {
  it.each(Object.keys(hindiModules))('%s has the shape of its English module', (file) => {
    const english = englishModules[file.replace(/\.hi\.ts$/, '.ts')];
    expect(english, `${file} has no English module beside it`).toBeDefined();
    expect(shapeOf(hindiModules[file], file)).toEqual(shapeOf(english, file));
  });
});
