import { Icon, type IconProps } from '../Icon';

/** The address card's icons: a finer stroke (1.7) and their own sizes. */

/** Delete, with a rounded handle on the lid; 1.2em by default. */
export const TrashLidIcon = ({ size = '1.2em', ...props }: IconProps) => (
  <Icon {...props} size={size} strokeWidth={1.7}>
    <path d="M4.5 6.5h15M9.5 6.5V4.75A1.25 1.25 0 0 1 10.75 3.5h2.5a1.25 1.25 0 0 1 1.25 1.25V6.5M6.5 6.5l.85 12.2a1.9 1.9 0 0 0 1.9 1.8h5.5a1.9 1.9 0 0 0 1.9-1.8l.85-12.2M10 10.5v6M14 10.5v6" />
  </Icon>
);

/** A handset beside a phone number; 1em by default. */
export const PhoneHandsetIcon = ({ size = '1em', ...props }: IconProps) => (
  <Icon {...props} size={size} strokeWidth={1.7}>
    <path d="M5 3.5h3l1.5 4.25-2 1.25a11 11 0 0 0 5.5 5.5l1.25-2L18.5 14v3a2 2 0 0 1-2.2 2A15.5 15.5 0 0 1 3 5.7 2 2 0 0 1 5 3.5z" />
  </Icon>
);
