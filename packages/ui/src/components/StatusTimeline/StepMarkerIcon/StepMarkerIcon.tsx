import type { ComponentType } from 'react';
import type { IconProps } from '../../Icon';
import * as styles from '../StatusTimeline.css';

/** Where a step stands against the order's current one. */
export type TimelineStepState = 'completed' | 'current' | 'upcoming';

/** `warning`: something went wrong that may yet be put right (a failed delivery attempt); `danger`: it ended badly. */
export type TimelineTone = 'default' | 'warning' | 'danger';

interface StepMarkerIconProps {
  state: TimelineStepState;
  tone: TimelineTone;
  /** The step's own icon, drawn whatever its state; the marker's fill and ring say the state. */
  icon?: ComponentType<IconProps>;
}

/**
 * What is drawn inside a step's marker: the step's icon when it has one; otherwise a tick when completed,
 * a dot when current, nothing when upcoming, an exclamation mark for a `warning` step and a cross for a
 * `danger` one. Shapes, so the states differ without colour.
 */
export function StepMarkerIcon({ state, tone, icon: StepIcon }: StepMarkerIconProps) {
  if (StepIcon) return <StepIcon size="1em" />;
  if (tone === 'danger') {
    return (
      <svg width="0.75em" height="0.75em" viewBox="0 0 12 12" fill="none" focusable="false">
        <path d="M3 3l6 6M9 3l-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    );
  }
  if (tone === 'warning') {
    return (
      <svg width="0.8em" height="0.8em" viewBox="0 0 12 12" fill="none" focusable="false">
        <path d="M6 2.5v4.25M6 9.5v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
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
