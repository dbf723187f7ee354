/**
 * How long an installation takes, from an order's fitting lines (decisions 056, 070): running metres at the owner's
 * pace in metres an hour, square metres at their pace in square metres an hour, and each fixed job at the length the
 * owner set on its service; an order mixing them takes the sum. The API books that length and offers only starts
 * where it fits inside one working period of a crew; a job longer than any period is not booked online (staff
 * arrange it over days).
 */

/** The owner's default pace until they set theirs: ten running metres of spikes or net an hour. */
export const DEFAULT_METRES_PER_HOUR = 10;
/** The owner's default pace for netting by the area until they set theirs: five square metres an hour. */
export const DEFAULT_SQUARE_METRES_PER_HOUR = 5;
/** A fixed job's length until the owner sets its service's: two hours, a balcony's net or a window's spikes. */
export const DEFAULT_JOB_MINUTES = 120;
/** A fixed job's length is whole minutes within a day, the longest any crew's working period can be. */
export const JOB_MINUTES_RANGE = { min: 1, max: 24 * 60 } as const;
/** The shortest job a crew is sent for: getting there and setting up take most of an hour anyway. */
export const SHORTEST_INSTALLATION_MINUTES = 60;
const STEP_MINUTES = 30;

/** The units a quotation writes a fitting line in, measured along the parapet or the net's edge. */
const RUNNING_METRE_UNITS = new Set(['running metre', 'running metres', 'running meter', 'running meters', 'rmt', 'rm', 'metre', 'metres', 'meter', 'meters', 'm']);
/** The units of fitting measured by the area it covers: a net across a balcony or a shaft. */
const SQUARE_METRE_UNITS = new Set(['square metre', 'square metres', 'square meter', 'square meters', 'sq m', 'sq. m', 'sqm', 'sq mtr', 'm2', 'm²']);
/** The units of a fixed job: the whole of it, whatever its size. */
const JOB_UNITS = new Set(['job', 'jobs', 'fixed job']);

export type FittingUnit = 'running_metre' | 'square_metre' | 'job';

/** What a line's unit measures fitting in, from the words a quotation wrote it in; null for a visit, a pack, none. */
export function fittingUnit(unit: string | null | undefined): FittingUnit | null {
  if (unit === null || unit === undefined) return null;
  const words = unit.trim().toLowerCase().replace(/\.$/, '');
  if (RUNNING_METRE_UNITS.has(words)) return 'running_metre';
  if (SQUARE_METRE_UNITS.has(words)) return 'square_metre';
  if (JOB_UNITS.has(words)) return 'job';
  return null;
}

/** One of an order's service lines: its unit in words, its quantity, and its service's length of one job if any. */
export interface FittingLine {
  unit: string | null;
  quantity: number;
  /** The per-job service's length the owner set; null for a line no per-job service priced (a free line). */
  jobMinutes: number | null;
}

/** The owner's paces (the booking settings). */
export interface FittingPace {
  metresPerHour: number;
  squareMetresPerHour: number;
}

/**
 * Whether the line tells the crew's time: any running or square metres do; a fixed job only when a service with
 * its length priced it (a free "job" line says nothing of how long it takes, so staff arrange it).
 */
export function isTimedFitting(line: FittingLine): boolean {
  const unit = fittingUnit(line.unit);
  return unit === 'running_metre' || unit === 'square_metre' || (unit === 'job' && line.jobMinutes !== null);
}

/** The line's exact minutes at the paces; 0 for a line that does not tell the crew's time. */
function lineMinutes(line: FittingLine, pace: FittingPace): number {
  const quantity = Math.max(0, line.quantity);
  switch (fittingUnit(line.unit)) {
    case 'running_metre':
      return (quantity / pace.metresPerHour) * 60;
    case 'square_metre':
      return (quantity / pace.squareMetresPerHour) * 60;
    case 'job':
      return quantity * (line.jobMinutes ?? 0);
    default:
      return 0;
  }
}

export type InstallationLength = { fits: true; minutes: number } | { fits: false; minutes: number };

/**
 * The job's minutes: the lines' exact minutes added up, then at least an hour and rounded up once to the half hour
 * (the slots' grid). It fits when it is no longer than `longestPeriodMinutes`, the longest working period of the
 * crews who could go.
 */
export function installationLength(lines: readonly FittingLine[], pace: FittingPace, longestPeriodMinutes: number): InstallationLength {
  const exact = lines.reduce((sum, line) => sum + lineMinutes(line, pace), 0);
  const minutes = Math.max(SHORTEST_INSTALLATION_MINUTES, Math.ceil(exact / STEP_MINUTES - 1e-9) * STEP_MINUTES);
  return { fits: minutes <= longestPeriodMinutes, minutes };
}
