import { describe, expect, it } from 'vitest';
import { resolveColorRole } from '../../../theme/colorRole';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from '../../../theme/contrast';
import { lightTokens } from '../../../theme/lightTokens';
import type { ColorRole, ThemeTokens } from '../../../theme/shape';
import { fieldBoundaryColors, fieldCheckMark, fieldSurface, fieldTextColors } from './FieldParts.tokens';

/** Every theme the shop ships (keep in step with `theme/contrast.test.ts`). */
const themes: Record<string, ThemeTokens> = { light: lightTokens };

/** Fields sit on these surfaces: cards, the page, the filter panel. */
const pageBackgrounds: ColorRole[] = ['bg.canvas', 'bg.surface', 'bg.subtle'];

describe.each(Object.entries(themes))('%s theme: form field colours (WCAG 2.1 AA)', (_name, tokens) => {
  const color = (role: ColorRole) => resolveColorRole(tokens.color, role);

  it.each(Object.entries(fieldTextColors))('%s text (%s) is at least 4.5:1 on the page and in the control', (_, role) => {
    for (const bg of [...pageBackgrounds, fieldSurface]) {
      expect(contrastRatio(color(role), color(bg)), `${role} on ${bg}`).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it.each(Object.entries(fieldBoundaryColors))('%s boundary (%s) is at least 3:1 against the page', (_, role) => {
    for (const bg of [...pageBackgrounds, fieldSurface]) {
      expect(contrastRatio(color(role), color(bg)), `${role} on ${bg}`).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
  });

  it('the tick is at least 3:1 on the checked fill', () => {
    expect(contrastRatio(color(fieldCheckMark), color(fieldBoundaryColors.checked))).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});
