import type { CSSProperties } from 'react';

/**
 * Inline values for vanilla-extract `createVar()` variables: `var(--x)` becomes
 * the property `--x`. (The same job as `@vanilla-extract/dynamic`'s
 * `assignInlineVars`, without the extra dependency.)
 */
export function inlineVars(values: ReadonlyArray<readonly [variable: string, value: string]>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [variable, value] of values) {
    const name = /^var\((--[^,)]+)/.exec(variable)?.[1];
    if (name) style[name] = value;
  }
  return style as CSSProperties;
}
