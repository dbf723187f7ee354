import { assignVars, style } from '@vanilla-extract/css';
import { reducedMotion } from './baseScales';
import { reducedMotionQuery } from './breakpoints';
import { vars } from './contract.css';
import type { ThemeTokens } from './shape';

export interface ThemeClassOptions {
  /** Tells the browser which native controls and scrollbars to draw. */
  colorScheme: 'light' | 'dark';
  /** Readable class-name prefix in development builds. */
  debugId?: string;
}

/**
 * Makes a theme: a class that sets every variable of the contract from
 * `tokens`. Apply it to `<html>` (or any subtree). It also switches motion
 * tokens to their reduced values when the user asks for less motion.
 *
 * Call it only from a `.css.ts` file: it creates CSS at build time.
 */
export function makeThemeClass(tokens: ThemeTokens, { colorScheme, debugId }: ThemeClassOptions): string {
  return style(
    {
      colorScheme,
      vars: assignVars(vars, tokens),
      '@media': {
        [reducedMotionQuery]: { vars: assignVars(vars.motion, reducedMotion) },
      },
    },
    debugId,
  );
}
