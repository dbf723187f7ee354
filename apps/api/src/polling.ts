/**
 * A worker that polls until stopped: the outboxes' dispatchers. A run drains its backlog batch by batch
 * before sleeping, and never overlaps the previous run.
 */
import type { Logger } from './logger';

export interface Poller {
  stop(): Promise<void>;
}

/** `runBatch` handles one batch and says whether a full one came (more may be waiting). */
export function pollUntilStopped(runBatch: () => Promise<boolean>, { intervalMs, logger, what }: { intervalMs: number; logger: Logger; what: string }): Poller {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        while (!stopped && (await runBatch()));
      } catch (error) {
        logger.error({ err: error }, `${what} run failed`);
      }
      if (!stopped) timer = setTimeout(tick, intervalMs);
    })();
  };
  timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
