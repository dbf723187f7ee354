import { describe, expect, it } from 'vitest';
import { resolveColorRole } from '../../../theme/colorRole';
import { AA_TEXT, contrastRatio } from '../../../theme/contrast';
import { lightTokens } from '../../../theme/lightTokens';
import type { ThemeTokens } from '../../../theme/shape';
import { badgeToneColors } from './ToneBadge.tokens';

/** Every theme the shop ships (as in theme/contrast.test.ts). */
const themes: Record<string, ThemeTokens> = { light: lightTokens };

describe.each(Object.entries(themes))('%s theme: badge tones (WCAG 2.1 AA)', (_name, tokens) => {
  it.each(Object.entries(badgeToneColors))('%s: text is at least 4.5:1 on its fill', (_tone, { foreground, background }) => {
    const ratio = contrastRatio(resolveColorRole(tokens.color, foreground), resolveColorRole(tokens.color, background));
    expect(ratio).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
