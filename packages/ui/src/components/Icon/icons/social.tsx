import { Icon, type IconProps } from '../Icon';

/** The social networks' marks, simplified to one colour (`currentColor`). Give each link the network's name. */

export const FacebookMark = (props: IconProps) => (
  <Icon {...props} kind="mark">
    <path
      fill="currentColor"
      d="M13.6 21.5v-7.7h2.6l.4-3.1h-3V8.8c0-.9.3-1.5 1.5-1.5h1.6V4.5a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.3H7.9v3.1h2.6v7.7h3.1Z"
    />
  </Icon>
);

export const TwitterMark = (props: IconProps) => (
  <Icon {...props} kind="mark">
    <path
      fill="currentColor"
      d="M17.5 3h3l-6.6 7.5L21.7 21h-6.1l-4.8-6.2L5.3 21h-3l7.1-8.1L1.9 3h6.2l4.3 5.7L17.5 3Zm-1 16.2h1.7L7.5 4.7H5.7l10.8 14.5Z"
    />
  </Icon>
);

export const GoogleMark = (props: IconProps) => (
  <Icon {...props} kind="mark">
    <path fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" d="M19.6 12.4a7.6 7.6 0 1 1-2.3-5.6" />
    <path fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" d="M19.6 12.2H12.4" />
  </Icon>
);

export const InstagramMark = (props: IconProps) => (
  <Icon {...props} kind="mark">
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
    <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
  </Icon>
);

export const LinkedInMark = (props: IconProps) => (
  <Icon {...props} kind="mark">
    <path
      fill="currentColor"
      d="M6.9 5.2a2 2 0 1 1-4 0 2 2 0 0 1 4 0ZM7 8.7H3v12h4v-12Zm6.3 0h-4v12h4v-6.3c0-3.5 4.5-3.8 4.5 0v6.3h4v-7.6c0-5.9-6.7-5.7-8.5-2.8V8.7Z"
    />
  </Icon>
);

/** The marks by network name, for a list of social links. */
export const socialMarks = {
  facebook: FacebookMark,
  twitter: TwitterMark,
  google: GoogleMark,
  instagram: InstagramMark,
  linkedin: LinkedInMark,
} as const;
