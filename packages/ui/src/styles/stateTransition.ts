import type { StyleRule } from '@vanilla-extract/css';
import { hoverQuery } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/**
 * A control's change of look (hovered, pressed, focused, selected) eased over `duration`, on screens whose pointer
 * hovers. On a touch screen the new look shows at once, as a phone's own buttons do: a colour eased there is a paint
 * of the main thread in every frame of the tap, and each property's transition events go through React's listener at
 * the page's root, while the tap waits for its next frame (docs/decisions/087-a-tap-shows-its-state-at-once.md).
 */
export function stateTransition(properties: string, duration: string = vars.motion.duration.fast): StyleRule {
  return {
    '@media': {
      [hoverQuery]: {
        transitionProperty: properties,
        transitionDuration: duration,
        transitionTimingFunction: vars.motion.easing.standard,
      },
    },
  };
}
