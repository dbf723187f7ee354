import { Icon, type IconProps } from '../Icon';

/** Larger line drawings for empty and error states (stroke 1.6, 1em: the state's disc sets the size). */

export const BagIcon = ({ size = '1em', ...props }: IconProps) => (
  <Icon {...props} size={size} strokeWidth={1.6}>
    <path d="M5 7.5h14l-1 12a1.5 1.5 0 0 1-1.5 1.4h-9A1.5 1.5 0 0 1 6 19.5l-1-12z" />
    <path d="M8.5 10V6.5a3.5 3.5 0 0 1 7 0V10" />
  </Icon>
);

export const SearchEmptyIcon = ({ size = '1em', ...props }: IconProps) => (
  <Icon {...props} size={size} strokeWidth={1.6}>
    <circle cx="10.5" cy="10.5" r="6" />
    <path d="M15 15l5 5M8.5 8.5l4 4M12.5 8.5l-4 4" />
  </Icon>
);

export const ReviewIcon = ({ size = '1em', ...props }: IconProps) => (
  <Icon {...props} size={size} strokeWidth={1.6}>
    <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4 4v-4h-.5A1.5 1.5 0 0 1 4 14.5v-9z" />
    <path d="M12 7l1.1 2.2 2.4.35-1.75 1.7.4 2.4L12 12.5l-2.15 1.15.4-2.4-1.75-1.7 2.4-.35L12 7z" />
  </Icon>
);

export const CartEmptyIcon = ({ size = '1em', ...props }: IconProps) => (
  <Icon {...props} size={size} strokeWidth={1.6}>
    <path d="M2.5 3.5h2.2l2.3 10.4a1.6 1.6 0 0 0 1.6 1.3h8.1a1.6 1.6 0 0 0 1.5-1.1l1.9-6.1H6" />
    <circle cx="9.5" cy="19.5" r="1.4" />
    <circle cx="16.5" cy="19.5" r="1.4" />
  </Icon>
);

export const AlertIcon = ({ size = '1em', ...props }: IconProps) => (
  <Icon {...props} size={size} strokeWidth={1.6}>
    <path d="M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4.5" />
    <path d="M12 17.2h.01" />
  </Icon>
);
