/** How this instance takes part in the job engine, as the configuration sets it (src/config.ts). */
export interface JobSettings {
  /** Whether this instance runs jobs, their schedules and the engine's upkeep; it may enqueue either way. */
  work: boolean;
  /** How long a run may take; a job active longer (its instance died, or it hangs) is failed and tried again. */
  timeoutSeconds: number;
  /** Tries after the first before a job is failed for good and shown to staff. */
  retryLimit: number;
  /** The wait before the first retry; each next one waits about twice as long. */
  retryDelaySeconds: number;
}
