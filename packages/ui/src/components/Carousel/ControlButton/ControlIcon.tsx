import * as styles from './ControlButton.css';

export type ControlIconName = 'previous' | 'next' | 'close' | 'pause' | 'play';

const paths: Record<ControlIconName, string> = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  close: 'M6 6l12 12M18 6L6 18',
  pause: 'M9 5.5v13M15 5.5v13',
  play: 'M8 5.2v13.6a.6.6 0 0 0 .9.5l10.4-6.8a.6.6 0 0 0 0-1L8.9 4.7a.6.6 0 0 0-.9.5z',
};

/** The icons of the media controls, drawn on a 24 px grid in `currentColor`. Decorative: the button is named. */
export function ControlIcon({ name }: { name: ControlIconName }) {
  const isDirectional = name === 'previous' || name === 'next';
  return (
    <svg
      className={isDirectional ? styles.directionalIcon : styles.icon}
      viewBox="0 0 24 24"
      fill={name === 'play' ? 'currentColor' : 'none'}
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
