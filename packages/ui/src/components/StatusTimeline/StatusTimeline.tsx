import { format, isValid, parseISO } from 'date-fns';
import type { ComponentType, ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import type { IconProps } from '../Icon';
import { StepMarkerIcon, type TimelineStepState, type TimelineTone } from './StepMarkerIcon';
import * as styles from './StatusTimeline.css';
import { useUiWords } from '../../words/UiWords';
import { statusTimelineWords } from './statusTimelineWords';

export interface TimelineStep {
  /** Stable key; defaults to the label. */
  id?: string;
  label: string;
  /** When the step happened (a Date or an ISO 8601 string). Upcoming steps usually have none. */
  date?: Date | string;
  /** A line under the label: the courier's words and place for a scan ("Arrived at hub, Pune"), an AWB. */
  description?: ReactNode;
  /**
   * `danger` for a step that ends the order badly ("Cancelled", "Returned to the shop"); `warning` for
   * one that went wrong but may yet be put right ("Delivery attempt failed").
   */
  tone?: TimelineTone;
  /**
   * An icon drawn in the step's marker, e.g. from `courierStepLooks`. When any step has one, every marker
   * grows to hold it; steps without one keep their tick, dot or circle.
   */
  icon?: ComponentType<IconProps>;
}

export interface StatusTimelineProps {
  steps: TimelineStep[];
  /**
   * Index of the current step: steps before it are completed, steps after it
   * upcoming. Use `steps.length` when every step is done and none is current.
   */
  currentStep: number;
  /** Default "MMM dd, yyyy HH:mm" (as in the order list), in the browser's time zone. */
  formatDate?: (date: Date) => string;
  /** Visually hidden state words for screen readers; the current step is announced through `aria-current`. */
  stateLabels?: { completed: string; upcoming: string };
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

const defaultFormatDate = (date: Date) => format(date, 'MMM dd, yyyy HH:mm');

function toDate(value: Date | string | undefined): Date | null {
  if (value === undefined) return null;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

function stepState(index: number, currentStep: number): TimelineStepState {
  if (index < currentStep) return 'completed';
  return index === currentStep ? 'current' : 'upcoming';
}

/**
 * The steps of an order as an ordered list: "Order Placed" with its date,
 * then the shop's and the courier's steps. Completed, current (`aria-current="step"`)
 * and upcoming steps differ by marker shape and words, not colour alone.
 */
export function StatusTimeline({
  steps,
  currentStep,
  formatDate = defaultFormatDate,
  stateLabels: ownStateLabels,
  className,
  ...labelling
}: StatusTimelineProps) {
  const words = useUiWords('statusTimeline', statusTimelineWords);
  const stateLabels = ownStateLabels ?? words;
  const hasIcons = steps.some((step) => step.icon !== undefined);
  return (
    <ol className={cx(styles.timeline, className)} data-with-icons={hasIcons || undefined} {...labelling}>
      {steps.map((step, index) => {
        const state = stepState(index, currentStep);
        const date = toDate(step.date);
        const tone = step.tone ?? 'default';
        return (
          <li
            key={step.id ?? step.label}
            className={styles.step}
            data-state={state}
            data-tone={tone}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              <StepMarkerIcon state={state} tone={tone} icon={step.icon} />
            </span>
            <div className={styles.content}>
              <span className={styles.label}>
                {state !== 'current' && <span className={visuallyHidden}>{stateLabels[state]}: </span>}
                {step.label}
              </span>
              {date && (
                <time className={styles.date} dateTime={date.toISOString()}>
                  {formatDate(date)}
                </time>
              )}
              {step.description && <div className={styles.description}>{step.description}</div>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
