/** Where the scheduler claims ticks; PostgreSQL in services (`createPostgresJobStore`), a map in unit tests. */
export interface JobStore {
  /** Throws, saying what to do, when the store cannot serve (its table is missing). */
  assertReady(): Promise<void>;
  /**
   * Claims tick `tick` (its scheduled time) of job `name` for this process. Null when another
   * replica is running the job right now, or this tick or a later one was already claimed. A claim
   * keeps the job from running anywhere else until `finish`.
   */
  claim(name: string, tick: Date): Promise<JobClaim | null>;
}

export interface JobClaim {
  /** Records the end of the run (its error message, or null) and lets the job go. Does not throw. */
  finish(error: string | null): Promise<void>;
}
