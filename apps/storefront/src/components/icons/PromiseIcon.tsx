import type { ReactNode } from 'react';
import { cx } from '../../styles/cx';
import { LineIcon } from './LineIcon';
import * as styles from './PromiseIcon.css';

/** Outline icons of the shop's promises and offers (delivery, payment, returns…); decorative. */
const paths = {
  truck: (
    <>
      <path d="M2.5 6.5h11v9h-11z" />
      <path d="M13.5 9.5h4l3 3.2v2.8h-7" />
      <circle cx="6.5" cy="17" r="1.8" />
      <circle cx="17" cy="17" r="1.8" />
    </>
  ),
  tag: (
    <>
      <path d="M3.5 12.1V4.5a1 1 0 0 1 1-1h7.6a1 1 0 0 1 .7.3l7.9 7.9a1 1 0 0 1 0 1.4l-7.6 7.6a1 1 0 0 1-1.4 0l-7.9-7.9a1 1 0 0 1-.3-.7z" />
      <circle cx="8" cy="8" r="1.5" />
      <path d="m9.5 15.5 5-5" />
    </>
  ),
  leaf: (
    <>
      <path d="M5 19c0-8 5-13 14-14-.5 9-5.5 14-13 14" />
      <path d="M5 19c3-4 6-7 9.5-9" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6z" />
      <path d="M8.8 12.2l2.3 2.3 4.3-4.6" />
    </>
  ),
  tools: (
    <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" />
  ),
  return: (
    <>
      <path d="M8 7H4.5V3.5" />
      <path d="M4.8 7A8 8 0 1 1 4 13" />
      <path d="M12 8v4.3l3 1.7" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
      <path d="M12 14.5v2" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type PromiseIconName = keyof typeof paths;

export function PromiseIcon({ name, className }: { name: PromiseIconName; className?: string }) {
  return <LineIcon className={cx(styles.glyph, className)}>{paths[name]}</LineIcon>;
}
