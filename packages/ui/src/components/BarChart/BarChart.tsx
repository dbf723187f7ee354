import { useId } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './BarChart.css';

export interface BarChartDatum {
  /** Unique, e.g. the day `2026-11-24`. */
  key: string;
  /** How the table names the bar, e.g. "24 Nov". */
  label: string;
  value: number;
}

export interface BarChartProps {
  /** What the chart shows, e.g. "Revenue per day, last 30 days": the chart's name and the table's caption. */
  title: string;
  data: readonly BarChartDatum[];
  /** The values as people read them, e.g. rupees. */
  formatValue: (value: number) => string;
  /** The table's column headers. */
  labelHeader: string;
  valueHeader: string;
  /** The sentence a screen reader hears for the chart, e.g. "Total ₹12,400; highest ₹4,200 on 21 Nov." */
  summary: string;
  className?: string;
}

/** Height of the drawing in SVG units; bars scale to the largest value. */
const HEIGHT = 100;
const GAP_RATIO = 0.25;

/**
 * A bar chart with its figures beside it: the SVG is one image (`role="img"`) named by the title and
 * described by a summary sentence, and the same figures are in a table, so nothing is only visible. The
 * largest bar is drawn in the accent colour. The table scrolls in its own keyboard-focusable box.
 */
export function BarChart({ title, data, formatValue, labelHeader, valueHeader, summary, className }: BarChartProps) {
  const summaryId = useId();
  const tableLabelId = useId();
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const peak = max > 0 ? data.findIndex((datum) => datum.value === max) : -1;
  const slot = data.length > 0 ? 100 / data.length : 100;
  const barWidth = slot * (1 - GAP_RATIO);

  return (
    <figure className={cx(styles.root, className)}>
      <div className={styles.chart}>
        <svg className={styles.svg} role="img" aria-label={title} aria-describedby={summaryId} viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none">
          {[0, 0.5, 1].map((fraction) => (
            <line key={fraction} className={styles.gridLine} x1={0} x2={100} y1={HEIGHT * fraction} y2={HEIGHT * fraction} />
          ))}
          {data.map((datum, index) => {
            const height = max > 0 ? (datum.value / max) * HEIGHT : 0;
            return (
              <rect
                key={datum.key}
                data-testid="bar"
                className={index === peak ? styles.peakBar : styles.bar}
                x={index * slot + (slot - barWidth) / 2}
                y={HEIGHT - height}
                width={barWidth}
                height={height}
              />
            );
          })}
        </svg>
        {data.length > 0 && (
          <div className={styles.axis} aria-hidden="true">
            <span>{data[0]!.label}</span>
            <span>{data[data.length - 1]!.label}</span>
          </div>
        )}
        <p id={summaryId} className={styles.summary}>
          {summary}
        </p>
      </div>
      <div className={styles.tableBox} role="region" aria-labelledby={tableLabelId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={tableLabelId} className={styles.caption}>
            {title}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                {labelHeader}
              </th>
              <th scope="col" className={cx(styles.headCell, styles.numeric)}>
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.key}>
                <th scope="row" className={styles.cell}>
                  {datum.label}
                </th>
                <td className={cx(styles.cell, styles.numeric)}>{formatValue(datum.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
