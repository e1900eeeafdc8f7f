// A 4xx refusal would fail the same way again: only no answer and 5xx are retried.
export interface RetryPolicy {
  maxAttempts: number
  baseDelayMs: number
  factor: number
  maxDelayMs: number
  jitter: number
}

export const RETRY_POLICY: Readonly<RetryPolicy> = {
  maxAttempts: 4,
  baseDelayMs: 400,
  factor: 2.5,
  maxDelayMs: 5000,
  /** ± share of the delay, so many browsers failing together do not retry together. */
  jitter: 0.2,
}

export function isTransient(status: number): boolean {
  return status === 0 || (status >= 500 && status <= 599)
}

/** Null to give up; `random` 0.5 means no jitter. */
export function retryDelay(status: number, attemptsMade: number, random = 0.5, policy: Readonly<RetryPolicy> = RETRY_POLICY): number | null {
  if (!isTransient(status) || attemptsMade >= policy.maxAttempts) return null
  const base = Math.min(policy.baseDelayMs * policy.factor ** (attemptsMade - 1), policy.maxDelayMs)
  return Math.round(base * (1 + policy.jitter * (2 * random - 1)))
}
