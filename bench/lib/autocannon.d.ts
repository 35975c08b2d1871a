// The part of autocannon 9's API the benches use (the package ships no types).
declare module 'autocannon' {
  interface Percentiles {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Result {
    latency: Percentiles;
    requests: Percentiles & { total: number; sent: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
