import type { ColorRole, ThemeTokens } from './shape';

type ColorTree = ThemeTokens['color'];

/**
 * Looks a colour role such as `'bg.brand'` up in a colour tree: the contract
 * (`vars.color`, giving a `var(--…)`) in styles, or a theme's raw tokens in
 * the contrast test. Component tokens are written as roles so both can read them.
 */
export function resolveColorRole(colors: ColorTree, role: ColorRole): string {
  const [group, name] = role.split('.') as [keyof ColorTree, string | undefined];
  const entry = colors[group];
  if (typeof entry === 'string') return entry;
  if (name === undefined || !(name in entry)) throw new Error(`Unknown colour role "${role}"`);
  return (entry as Record<string, string>)[name] as string;
}
