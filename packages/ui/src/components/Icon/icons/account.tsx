import { Icon, type IconProps } from '../Icon';

/** Line icons of the sign-up and account pages. */

export const CheckCircleIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m8.5 12.3 2.4 2.4 4.6-4.9" />
  </Icon>
);

export const UserCogIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6.5 9a6.5 6.5 0 0 1 9.6-5.7" />
    <circle cx="17.5" cy="17.5" r="2" />
    <path d="M17.5 13.5v2m0 4v2m4-4h-2m-4 0h-2" />
  </Icon>
);

export const CardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="M2.5 9.5h19M6 15h4" />
  </Icon>
);

export const ShieldCheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6L12 3Z" />
    <path d="m8.8 12 2.2 2.2 4.2-4.4" />
  </Icon>
);

export const RefundIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 7H4.5V3.5M4.8 7A8 8 0 1 1 4 13" />
    <path d="M10 9.5h4M10 12h4m-3.5 0 3 3.5" />
  </Icon>
);

export const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const TrashIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M9.5 7V4.5h5V7m-8 0 .8 12a1.5 1.5 0 0 0 1.5 1.5h6.4a1.5 1.5 0 0 0 1.5-1.5l.8-12M10 11v6m4-6v6" />
  </Icon>
);
