/**
 * The background jobs of a server process (alert scheduler, billing run) share this: run now and
 * every `intervalMs`, never two runs of one job at once in a process (a tick during a run is
 * skipped), a failed run logged and retried at the next tick. Several processes may run the same
 * job; each job makes that safe in the database itself.
 */
export interface JobOptions {
  /** Named in the log line of a failed run. */
  name: string;
  intervalMs: number;
  /** Where a failed run is reported (default: console.error). */
  onError?: (error: unknown) => void;
}

/** Starts `run` now and every `intervalMs`; the returned function stops it and waits for a run in progress. */
export function startJob(run: () => Promise<unknown>, options: JobOptions): () => Promise<void> {
  const onError = options.onError ?? ((error: unknown) => console.error(`${options.name} failed:`, error));
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = Promise.resolve()
      .then(run)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
  // A job alone never keeps the process alive.
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
