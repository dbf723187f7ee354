import { Icon, type IconProps } from '../Icon';

/** Line icons of delivery and payment: cash on delivery, the courier's steps, the shipping label. */

/** A banknote: cash on delivery. */
export const CashIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="6" width="19" height="12" rx="1.5" />
    <circle cx="12" cy="12" r="2.6" />
    <path d="M6 9.5v.01M18 14.5v.01" />
  </Icon>
);

/** A house: delivered at the door. */
export const HomeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 10.5 12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1v-8.5Z" />
  </Icon>
);

/** A shop front with an awning: a parcel back at the shop. */
export const StoreIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 9.5 5 4.5h14l1.5 5" />
    <path d="M3.5 9.5a2.8 2.8 0 0 0 5.67 0 2.8 2.8 0 0 0 5.66 0 2.8 2.8 0 0 0 5.67 0" />
    <path d="M5 12v7.5h14V12M10 19.5v-4.5h4v4.5" />
  </Icon>
);

/** A printer: the shipping label. */
export const PrinterIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 8.5V4h10v4.5" />
    <path d="M7 17H5a1.5 1.5 0 0 1-1.5-1.5V10A1.5 1.5 0 0 1 5 8.5h14a1.5 1.5 0 0 1 1.5 1.5v5.5A1.5 1.5 0 0 1 19 17h-2" />
    <path d="M7 13.5h10V20H7z" />
  </Icon>
);
