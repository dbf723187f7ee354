/**
 * How long an installation takes, from the running metres of an order's fitting lines at the owner's pace (a crew
 * fits so many running metres an hour). The API books that length and offers only starts where it fits inside one
 * working period of a crew; a job longer than any period is not booked online (staff arrange it over days).
 */

/** The owner's default pace until they set theirs: ten running metres of spikes or net an hour. */
export const DEFAULT_METRES_PER_HOUR = 10;
/** The shortest job a crew is sent for: getting there and setting up take most of an hour anyway. */
export const SHORTEST_INSTALLATION_MINUTES = 60;
const STEP_MINUTES = 30;

/** The units a quotation writes a fitting line in, measured along the parapet or the net's edge. */
const RUNNING_METRE_UNITS = new Set(['running metre', 'running metres', 'running meter', 'running meters', 'rmt', 'rm', 'metre', 'metres', 'meter', 'meters', 'm']);

/** A service line priced per running metre is fitting work: its quantity is the metres the crew fits. */
export function isRunningMetreUnit(unit: string | null | undefined): boolean {
  return unit !== null && unit !== undefined && RUNNING_METRE_UNITS.has(unit.trim().toLowerCase().replace(/\.$/, ''));
}

export type InstallationLength = { fits: true; minutes: number } | { fits: false; minutes: number };

/**
 * The job's minutes: the metres at the pace, at least an hour, rounded up to the half hour (the slots' grid). It
 * fits when it is no longer than `longestPeriodMinutes`, the longest working period of the crews who could go.
 */
export function installationLength(metres: number, metresPerHour: number, longestPeriodMinutes: number): InstallationLength {
  const exact = (Math.max(0, metres) / metresPerHour) * 60;
  const minutes = Math.max(SHORTEST_INSTALLATION_MINUTES, Math.ceil(exact / STEP_MINUTES - 1e-9) * STEP_MINUTES);
  return { fits: minutes <= longestPeriodMinutes, minutes };
}
