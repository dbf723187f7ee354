export { ControlButton, type ControlButtonProps } from './ControlButton';
export type { ControlIconName } from './ControlIcon';
