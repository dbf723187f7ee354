export { ToneBadge, type ToneBadgeProps } from './ToneBadge';
export type { BadgeTone } from './ToneBadge.tokens';
