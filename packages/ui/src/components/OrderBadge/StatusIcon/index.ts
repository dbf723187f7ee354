export { StatusIcon, type StatusIconName } from './StatusIcon';
