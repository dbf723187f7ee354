export { Button, type ButtonProps } from './Button';
export type { ButtonVariant } from './Button.tokens';
