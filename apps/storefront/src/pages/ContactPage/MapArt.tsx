import * as styles from './MapArt.css';

/** The art's street grid: column and row edges on its 800 × 300 canvas. */
const COLUMNS = [0, 170, 420, 640, 800];
const ROWS = [0, 140, 300];

/**
 * A few streets and a pin, drawn in the theme's colours: says "map" without loading one. Wide
 * enough for a desktop's letterbox frame; a phone's 4:3 frame shows its middle. The pin stands in
 * the upper half, clear of the notice card at the foot.
 */
export function MapArt() {
  const blocks = ROWS.slice(1).flatMap((bottom, row) =>
    COLUMNS.slice(1).map((right, column) => {
      const left = COLUMNS[column]!;
      const top = ROWS[row]!;
      return <rect key={`${row}-${column}`} x={left + 14} y={top + 14} width={right - left - 28} height={bottom - top - 28} rx="8" />;
    }),
  );
  return (
    <svg className={styles.art} viewBox="0 0 800 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <g className={styles.blocks}>{blocks}</g>
      <ellipse className={styles.pinShadow} cx="400" cy="111" rx="16" ry="5" />
      <g className={styles.pin} transform="translate(370 57.5) scale(2.5)">
        <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </g>
    </svg>
  );
}
