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

/** What a job did last in this process: for the operator's metrics (server/http/metrics.ts). */
export interface JobRecord {
  intervalMs: number;
  runs: number;
  failures: number;
  /** Milliseconds since the epoch; null before the first. */
  lastStartedAt: number | null;
  lastSucceededAt: number | null;
  lastDurationMs: number | null;
}

const records = new Map<string, JobRecord>();

/** Every job started in this process, by name. */
export const jobRecords = (): ReadonlyMap<string, Readonly<JobRecord>> => records;

/**
 * A running job: calling it stops the job and waits for a run in progress; `wake` runs it now, or
 * once more right after the run in progress (which may have read the world before the change).
 */
export type RunningJob = (() => Promise<void>) & { wake: () => void };

/** Starts `run` now and every `intervalMs`; returns the stop function, with `wake` to run it sooner. */
export function startJob(run: () => Promise<unknown>, options: JobOptions): RunningJob {
  const onError = options.onError ?? ((error: unknown) => console.error(`${options.name} failed:`, error));
  let running: Promise<unknown> | null = null;
  let stopped = false;
  let again = false;
  const record: JobRecord = {
    intervalMs: options.intervalMs,
    runs: 0,
    failures: 0,
    lastStartedAt: null,
    lastSucceededAt: null,
    lastDurationMs: null,
  };
  records.set(options.name, record);
  const tick = () => {
    if (running || stopped) return;
    const started = Date.now();
    record.lastStartedAt = started;
    running = Promise.resolve()
      .then(run)
      .then(
        () => {
          record.lastSucceededAt = Date.now();
        },
        (error: unknown) => {
          record.failures += 1;
          onError(error);
        },
      )
      .finally(() => {
        record.runs += 1;
        record.lastDurationMs = Date.now() - started;
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const wake = () => {
    if (running) again = true;
    else tick();
  };
  const timer = setInterval(tick, options.intervalMs);
  // A job alone never keeps the process alive.
  timer.unref();
  tick();
  const stop = async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
  return Object.assign(stop, { wake });
}
