import type { ReactNode } from 'react';
import { LineIcon } from '../../components/icons/LineIcon';

/** Line icons of the three reasons: a strip of spikes, a shield, a monkey's face. Decorative. */
const paths = {
  polycarbonate: (
    <>
      <path d="M2.5 19.5h19" />
      <path d="M6 19.5 3.5 10M6 19.5V8.5m0 11 2.5-9.5M12 19.5 9.5 8M12 19.5v-13m0 13L14.5 8M18 19.5 15.5 10m2.5 9.5V8.5m0 11 2.5-9.5" />
    </>
  ),
  durability: (
    <>
      <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6z" />
      <path d="M8.8 12.2l2.3 2.3 4.3-4.6" />
    </>
  ),
  monkey: (
    <>
      <circle cx="12" cy="12" r="6.5" />
      <circle cx="4" cy="11" r="2" />
      <circle cx="20" cy="11" r="2" />
      <ellipse cx="12" cy="14.8" rx="3.4" ry="2.4" />
      <path d="M9.8 10.3h.01M14.2 10.3h.01" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type ReasonIconName = keyof typeof paths;

export function ReasonIcon({ name, className }: { name: ReasonIconName; className?: string }) {
  return <LineIcon className={className}>{paths[name]}</LineIcon>;
}
