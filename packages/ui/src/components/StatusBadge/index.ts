export { StatusBadge, type StatusBadgeProps, type StatusBadgeTone, type StatusBadgeIcon } from './StatusBadge';
