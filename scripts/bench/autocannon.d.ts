// autocannon ships no types and @types/autocannon is not a dependency: the part the benches use.
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
  }
  interface Histogram {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
    total: number
  }
  export interface Result {
    url: string
    errors: number
    timeouts: number
    non2xx: number
    latency: Histogram
    requests: Histogram
    throughput: Histogram
    statusCodeStats?: Record<string, { count: number }>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
