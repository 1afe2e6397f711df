// autocannon ships no type declarations; these cover the part of its API the benchmarks use.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    expectBody?: string;
    timeout?: number;
    title?: string;
  }

  export interface Result {
    title?: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    duration: number;
    statusCodeStats?: Record<string, { count: number }>;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
