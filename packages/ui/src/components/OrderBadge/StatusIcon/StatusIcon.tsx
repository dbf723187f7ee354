/**
 * Small status icons drawn on a 16 px grid in `currentColor`, so they take the
 * badge's text colour. Decorative: the badge's text says the status.
 */
const paths = {
  clock: (
    <>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M8 4.75V8l2.25 1.5" />
    </>
  ),
  box: (
    <>
      <path d="M2.5 5L8 2.25 13.5 5v6L8 13.75 2.5 11V5z" />
      <path d="M2.5 5L8 7.75 13.5 5M8 7.75v6" />
    </>
  ),
  truck: (
    <>
      <path d="M1.5 4h7.5v6.5H1.5zM9 6.5h2.75L14.5 9v1.5H9" />
      <circle cx="4.5" cy="11.75" r="1.25" />
      <circle cx="11.5" cy="11.75" r="1.25" />
    </>
  ),
  check: (
    <>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M5.25 8.25l1.85 1.85 3.65-4" />
    </>
  ),
  cross: (
    <>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M5.75 5.75l4.5 4.5M10.25 5.75l-4.5 4.5" />
    </>
  ),
  alert: (
    <>
      <path d="M8 2l6.25 11H1.75L8 2z" />
      <path d="M8 6.5v3M8 11.5v.01" />
    </>
  ),
  refund: (
    <>
      <path d="M3 6.5h7a3.25 3.25 0 0 1 0 6.5H6.5" />
      <path d="M5.5 3.75L2.75 6.5 5.5 9.25" />
    </>
  ),
  pencil: (
    <>
      <path d="M10.5 2.75l2.75 2.75-7.5 7.5H3v-2.75l7.5-7.5z" />
      <path d="M9 4.25L11.75 7" />
    </>
  ),
  /** One tick: a message sent (as WhatsApp shows it). */
  tick: <path d="M3 8.5l3 3 7-7" />,
  /** Two ticks: a message delivered. */
  ticks: (
    <>
      <path d="M1.25 8.5l3 3 6.5-7" />
      <path d="M7.5 11l.5.5 6.75-7" />
    </>
  ),
  /** An eye: a message read. */
  eye: (
    <>
      <path d="M1.5 8S3.9 3.75 8 3.75 14.5 8 14.5 8 12.1 12.25 8 12.25 1.5 8 1.5 8z" />
      <circle cx="8" cy="8" r="2" />
    </>
  ),
  shield: (
    <>
      <path d="M8 1.75l5 2v4c0 3.1-2.1 5.4-5 6.5-2.9-1.1-5-3.4-5-6.5v-4l5-2z" />
      <path d="M5.75 8l1.6 1.6 2.9-3.1" />
    </>
  ),
} as const;

export type StatusIconName = keyof typeof paths;

export function StatusIcon({ name }: { name: StatusIconName }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
