import { Icon, type IconProps } from '../Icon';
import { LockIcon, ReturnIcon, TruckIcon } from './product';

/**
 * The shop's promises and offers (delivery, payment, returns…) and the About
 * page's reasons. They sit alone in a round badge, so pass `size="1.5rem"` there.
 */

export const TagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 12.1V4.5a1 1 0 0 1 1-1h7.6a1 1 0 0 1 .7.3l7.9 7.9a1 1 0 0 1 0 1.4l-7.6 7.6a1 1 0 0 1-1.4 0l-7.9-7.9a1 1 0 0 1-.3-.7z" />
    <circle cx="8" cy="8" r="1.5" />
    <path d="m9.5 15.5 5-5" />
  </Icon>
);

export const LeafIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 19c0-8 5-13 14-14-.5 9-5.5 14-13 14" />
    <path d="M5 19c3-4 6-7 9.5-9" />
  </Icon>
);

/** A shield with a tick: durability and protection. */
export const ShieldIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6z" />
    <path d="M8.8 12.2l2.3 2.3 4.3-4.6" />
  </Icon>
);

export const ToolsIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" />
  </Icon>
);

/** A strip of bird spikes on a base. */
export const SpikesIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 19.5h19" />
    <path d="M6 19.5 3.5 10M6 19.5V8.5m0 11 2.5-9.5M12 19.5 9.5 8M12 19.5v-13m0 13L14.5 8M18 19.5 15.5 10m2.5 9.5V8.5m0 11 2.5-9.5" />
  </Icon>
);

/** A monkey's face. */
export const MonkeyIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="6.5" />
    <circle cx="4" cy="11" r="2" />
    <circle cx="20" cy="11" r="2" />
    <ellipse cx="12" cy="14.8" rx="3.4" ry="2.4" />
    <path d="M9.8 10.3h.01M14.2 10.3h.01" />
  </Icon>
);

/** The promise icons by the names the content uses (`truck`, `tag`, …). */
export const promiseIcons = {
  truck: TruckIcon,
  tag: TagIcon,
  leaf: LeafIcon,
  shield: ShieldIcon,
  tools: ToolsIcon,
  return: ReturnIcon,
  lock: LockIcon,
} as const;

export type PromiseIconName = keyof typeof promiseIcons;

/** The About page's three reasons by their content names. */
export const reasonIcons = { polycarbonate: SpikesIcon, durability: ShieldIcon, monkey: MonkeyIcon } as const;

export type ReasonIconName = keyof typeof reasonIcons;
