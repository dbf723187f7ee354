import { describe, expect, it } from 'vitest';
import { englishUiWords } from './english';
import { hindiUiWords } from './hindi';

/**
 * The design system's Hindi gives every word its English does, in the same shape. The type (`UiWords`, each module's
 * `.hi.ts` typed as its English's words) refuses a missing key; this checks what a type cannot: a function that throws
 * or gives nothing, an empty word, a word left in English by mistake (no Devanagari at all, unless the glossary keeps it in Latin letters).
 */
const SAMPLES = [2, 'x', 3, 'y'];

function shapeOf(value: unknown, path: string): unknown {
  if (typeof value === 'string') {
    expect(value.trim(), path).not.toBe('');
    return 'string';
  }
  if (typeof value === 'function') {
    const result = (value as (...values: unknown[]) => unknown)(...SAMPLES.slice(0, value.length));
    return { function: value.length, gives: shapeOf(result, `${path}()`) };
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, shapeOf(item, `${path}.${name}`)]));
  }
  return typeof value;
}

/** Every word of a value, functions given the samples: what a reader sees. */
function wordsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return wordsOf((value as (...values: unknown[]) => unknown)(...SAMPLES.slice(0, value.length)));
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(wordsOf);
  return [];
}

/** Names the glossary keeps in Latin letters in Hindi (docs/product/hindi-glossary.md), when they are a whole word. */
const LATIN_IN_HINDI = new Set(['WhatsApp', 'SMS']);

describe('the design system in Hindi', () => {
  it.each(Object.keys(englishUiWords))('%s has every word of its English, in the same shape', (component) => {
    const key = component as keyof typeof englishUiWords;
    expect(shapeOf(hindiUiWords[key], key)).toEqual(shapeOf(englishUiWords[key], key));
  });

  it.each(Object.keys(englishUiWords))('%s is written in Hindi', (component) => {
    const untranslated = wordsOf(hindiUiWords[component as keyof typeof englishUiWords]).filter((word) => !/[\u0900-\u097F]/.test(word) && !LATIN_IN_HINDI.has(word));
    expect(untranslated).toEqual([]);
  });
});
