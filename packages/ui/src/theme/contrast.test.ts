import { describe, expect, it } from 'vitest';
import { buttonColors } from '../components/Button/Button.tokens';
import { resolveColorRole } from './colorRole';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './contrast';
import { lightTokens } from './lightTokens';
import type { ColorRole, ThemeTokens } from './shape';

/** Every theme the shop ships; a new theme is added here and must pass the same checks. */
const themes: Record<string, ThemeTokens> = { light: lightTokens };

/** Surfaces that text and controls are placed on. */
const pageBackgrounds: ColorRole[] = ['bg.canvas', 'bg.surface', 'bg.subtle'];

/** Text roles that must be readable (4.5:1) on every page background. */
const bodyTextRoles: ColorRole[] = ['text.default', 'text.muted', 'text.link', 'text.linkHover', 'text.brand', 'text.error'];

/** Text on a coloured fill: [text, fill]. */
const textOnFill: Array<[ColorRole, ColorRole]> = [
  ['text.inverse', 'bg.brand'],
  ['text.onAccent', 'bg.accent'],
  ['text.inverse', 'bg.danger'],
  ['text.brand', 'bg.brandSubtle'],
  ['text.brand', 'bg.brandMuted'],
  ['text.default', 'bg.accentSubtle'],
  ['text.success', 'bg.success'],
  ['text.warning', 'bg.warning'],
  ['text.error', 'bg.error'],
  ['text.info', 'bg.info'],
  ['text.default', 'bg.hover'],
  ['text.default', 'bg.pressed'],
];

/** Boundaries users need to see (3:1 against every page background). */
const boundaryRoles: ColorRole[] = ['border.control', 'border.brand', 'border.danger', 'focus', 'bg.brand', 'bg.danger', 'bg.accent'];

describe.each(Object.entries(themes))('%s theme contrast (WCAG 2.1 AA)', (_name, tokens) => {
  const color = (role: ColorRole) => resolveColorRole(tokens.color, role);

  it.each(bodyTextRoles.flatMap((text) => pageBackgrounds.map((bg) => [text, bg] as const)))(
    '%s on %s is at least 4.5:1',
    (text, bg) => {
      expect(contrastRatio(color(text), color(bg))).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it.each(textOnFill)('%s on %s is at least 4.5:1', (text, fill) => {
    expect(contrastRatio(color(text), color(fill))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(boundaryRoles.flatMap((edge) => pageBackgrounds.map((bg) => [edge, bg] as const)))(
    '%s against %s is at least 3:1',
    (edge, bg) => {
      expect(contrastRatio(color(edge), color(bg))).toBeGreaterThanOrEqual(AA_NON_TEXT);
    },
  );

  describe('Button component tokens', () => {
    const cases = Object.entries(buttonColors).flatMap(([variant, states]) =>
      Object.entries(states).map(([state, colors]) => ({ variant, state, ...colors })),
    );

    it.each(cases)('$variant $state: label is at least 4.5:1 on its background', ({ foreground, background }) => {
      // A transparent button shows the page: check it on each page background.
      const backgrounds = background === 'transparent' ? pageBackgrounds : [background];
      for (const bg of backgrounds) {
        expect(contrastRatio(color(foreground), color(bg)), `${foreground} on ${bg}`).toBeGreaterThanOrEqual(AA_TEXT);
      }
    });

    it.each(cases.filter(({ border }) => border !== 'transparent'))(
      '$variant $state: boundary is at least 3:1 against the page',
      ({ border }) => {
        for (const bg of pageBackgrounds) {
          expect(contrastRatio(color(border as ColorRole), color(bg)), `${border} on ${bg}`).toBeGreaterThanOrEqual(
            AA_NON_TEXT,
          );
        }
      },
    );
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known lightest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours it cannot judge', () => {
    expect(() => contrastRatio('transparent', '#ffffff')).toThrow(/#rrggbb/);
  });
});
