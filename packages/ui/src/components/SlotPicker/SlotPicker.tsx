import { parseDate, type CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Calendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, Heading } from 'react-aria-components/Calendar';
import { cx } from '../../utils/cx';
import { formatDay, formatInstant } from '../../utils/shopDates';
import { focusRing } from '../../styles/focusRing.css';
import { Radio, RadioGroup } from '../RadioGroup';
import * as styles from './SlotPicker.css';

/** A day with its free start times, as the API answers them: "2026-06-02" and ISO instants. */
export interface SlotDay {
  date: string;
  startsAt: readonly string[];
}

export interface SlotPickerLabels {
  /** Names the calendar, e.g. "Day of the visit". */
  calendar: string;
  /** Names the times, e.g. "Start time"; the chosen day is added: "Start time on Tue, 2 Jun". */
  times: string;
  previousMonth: string;
  nextMonth: string;
  /** Shown instead of times before a day is chosen. */
  chooseDay: string;
}

export interface SlotPickerProps {
  days: readonly SlotDay[];
  /** The chosen start (an ISO instant), or null. */
  value: string | null;
  onChange: (startsAt: string) => void;
  labels: SlotPickerLabels;
  /** The server's word on the chosen start (a slot just taken), shown and announced at the times. */
  errorMessage?: string | undefined;
  /** The times' form field name (the server's, e.g. `starts_at`), so a form's error summary can link to them. */
  name?: string;
  className?: string;
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/**
 * A day and a start time for a visit: react-aria's Calendar, where a day without a free start is unavailable
 * (skipped by the arrow keys' choice, struck through), then the day's start times as a radio group. Times are
 * India's, as the shop's crews keep them. Knows nothing of the API: the page passes the days it answered.
 */
export function SlotPicker({ days, value, onChange, labels, errorMessage, name, className }: SlotPickerProps) {
  const dayOfValue = value === null ? undefined : days.find((day) => day.startsAt.includes(value))?.date;
  // The day shown is the one last chosen on the calendar, else the chosen start's: choosing another day after a
  // time shows that day's times, none of them chosen until one is.
  const [chosenDay, setChosenDay] = useState<string | undefined>(dayOfValue);
  const day = chosenDay ?? dayOfValue;
  const open = new Set(days.map((slot) => slot.date));
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const starts = days.find((slot) => slot.date === day)?.startsAt ?? [];
  const dayWords = day ? formatDay(day, DAY) : null;

  return (
    <div className={cx(styles.picker, className)}>
      <Calendar<CalendarDate>
        aria-label={labels.calendar}
        className={styles.calendar}
        value={day ? parseDate(day) : null}
        onChange={(date) => setChosenDay(date.toString())}
        {...(first ? { minValue: parseDate(first), defaultFocusedValue: parseDate(day ?? first) } : {})}
        {...(last ? { maxValue: parseDate(last) } : {})}
        isDateUnavailable={(date) => !open.has(date.toString())}
      >
        {/* A div, not a header: inside the calendar's application role a header is a misplaced banner landmark. */}
        <div className={styles.calendarHeader}>
          <AriaButton slot="previous" aria-label={labels.previousMonth} className={cx(styles.navButton, focusRing)}>
            ‹
          </AriaButton>
          <Heading className={styles.monthTitle} />
          <AriaButton slot="next" aria-label={labels.nextMonth} className={cx(styles.navButton, focusRing)}>
            ›
          </AriaButton>
        </div>
        <CalendarGrid className={styles.grid}>
          <CalendarGridHeader>{(weekday) => <CalendarHeaderCell className={styles.weekday}>{weekday}</CalendarHeaderCell>}</CalendarGridHeader>
          <CalendarGridBody>{(date) => <CalendarCell date={date} className={cx(styles.cell, focusRing)} />}</CalendarGridBody>
        </CalendarGrid>
      </Calendar>
      <div className={styles.times}>
        {day === undefined ? (
          <p className={styles.noTimes}>{labels.chooseDay}</p>
        ) : (
          <RadioGroup
            {...(name ? { name } : {})}
            label={dayWords ? `${labels.times} on ${dayWords}` : labels.times}
            orientation="horizontal"
            value={value !== null && starts.includes(value) ? value : null}
            onChange={onChange}
            isInvalid={errorMessage !== undefined}
            errorMessage={errorMessage}
          >
            {starts.map((start) => (
              <Radio key={start} value={start}>
                {formatInstant(start, TIME)}
              </Radio>
            ))}
          </RadioGroup>
        )}
      </div>
    </div>
  );
}
