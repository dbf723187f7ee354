import * as styles from '../StatusTimeline.css';

/** Where a step stands against the order's current one. */
export type TimelineStepState = 'completed' | 'current' | 'upcoming';

/**
 * What is drawn inside a step's marker: a tick when completed, a dot when
 * current, nothing when upcoming, a cross for a `danger` step. Shapes, so the
 * states differ without colour.
 */
export function StepMarkerIcon({ state, tone }: { state: TimelineStepState; tone: 'default' | 'danger' }) {
  if (tone === 'danger') {
    return (
      <svg width="0.75em" height="0.75em" viewBox="0 0 12 12" fill="none" focusable="false">
        <path d="M3 3l6 6M9 3l-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    );
  }
  if (state === 'completed') {
    return (
      <svg width="0.8em" height="0.8em" viewBox="0 0 12 12" fill="none" focusable="false">
        <path d="M2.5 6.25l2.25 2.25L9.5 3.75" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  }
  return state === 'current' ? <span className={styles.dot} /> : null;
}
