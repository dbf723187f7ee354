import type { ReactNode, RefAttributes } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import {
  Slider as AriaSlider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps as AriaSliderProps,
} from 'react-aria-components/Slider';
import type { SliderState } from 'react-aria-components/Slider';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldLabel } from '../TextField/FieldParts';
import * as styles from './Slider.css';

export interface SliderProps<T extends number | number[]>
  extends Omit<AriaSliderProps<T>, 'children' | 'className' | 'style'>,
    RefAttributes<HTMLDivElement> {
  /** The visible label, e.g. "Price". */
  label: string;
  description?: ReactNode;
  /**
   * The name of each thumb of a range. react-aria reads it followed by `label`,
   * so `['Minimum', 'Maximum']` with the label "Price" names the thumbs
   * "Minimum Price" and "Maximum Price". A single thumb is named by `label`.
   */
  thumbLabels?: string[];
  /** Show the two ends of the scale under the track. */
  showBounds?: boolean;
  /** The locale that formats the numbers; the shop's default is Indian English (₹1,00,000). */
  locale?: string;
  className?: string;
}

/**
 * Chooses a number, or a range with two thumbs, by dragging or with the
 * keyboard: the price filter. A thin wrapper over react-aria's Slider:
 * `minValue`, `maxValue`, `step`, `formatOptions`, `value`/`onChange` and
 * `onChangeEnd` (after a drag ends) pass through. An array value gives one thumb per entry.
 */
export function Slider<T extends number | number[]>({
  label,
  description,
  thumbLabels,
  showBounds = false,
  locale = 'en-IN',
  className,
  ...props
}: SliderProps<T>) {
  return (
    <I18nProvider locale={locale}>
      <AriaSlider {...props} className={cx(styles.slider, className)}>
        {({ state }) => (
          <>
            <div className={styles.header}>
              <FieldLabel>{label}</FieldLabel>
              <SliderOutput className={styles.output}>{formatValues(state)}</SliderOutput>
            </div>
            {description !== undefined && <FieldDescription>{description}</FieldDescription>}
            <SliderTrack className={styles.track}>
              <div className={styles.fill} style={fillPosition(state)} />
              {state.values.map((_, index) => (
                <SliderThumb
                  key={index}
                  index={index}
                  aria-label={state.values.length > 1 ? thumbLabels?.[index] : undefined}
                  className={styles.thumb}
                />
              ))}
            </SliderTrack>
            {showBounds && (
              <div className={styles.bounds} aria-hidden="true">
                <span>{state.getFormattedValue(state.getThumbMinValue(0))}</span>
                <span>{state.getFormattedValue(state.getThumbMaxValue(state.values.length - 1))}</span>
              </div>
            )}
          </>
        )}
      </AriaSlider>
    </I18nProvider>
  );
}

/** "₹5,000 – ₹20,000" for a range, "₹5,000" for one thumb. */
function formatValues(state: SliderState): string {
  return state.values.map((value) => state.getFormattedValue(value)).join(' – ');
}

/** A range fills between its thumbs; a single thumb fills from the start. */
function fillPosition(state: SliderState) {
  const first = state.values.length > 1 ? state.getThumbPercent(0) : 0;
  const last = state.getThumbPercent(state.values.length - 1);
  return { insetInlineStart: `${first * 100}%`, width: `${(last - first) * 100}%` };
}
