// The one place the site talks to EmailJS; the SDK loads only when something is sent (docs/decisions/006).
import type { StorageProvider } from '@emailjs/browser'
import type { MessageDescriptor } from '@lingui/core'
import { env } from '@/lib/env'
import { loadAgain } from '@/lib/load-again'
import { safeLocalStorage } from '@/lib/safe-storage'
import { deliveryHint } from './delivery-hints'
import { newReference } from './reference'
import { retryDelay } from './retry-policy'

export type DeliveryResult = { ok: true; status: number; reference: string } | { ok: false; status: number; text: string; hint: MessageDescriptor }

export interface DeliveryOptions {
  signal?: AbortSignal
  /** EmailJS template; the inquiry template of the configuration by default. */
  templateId?: string
  /** Waits between attempts; tests pass a fake. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

/** One send per this many ms from a browser: a stuck key or a script cannot flood the inbox; a person never notices. */
export const THROTTLE_MS = 2000

// The SDK keeps its throttle in storage; where the browser refuses storage, the throttle simply does not apply.
const throttleStorage: StorageProvider = {
  get: async (key) => safeLocalStorage.getItem(key),
  set: async (key, value) => safeLocalStorage.setItem(key, value),
  remove: async (key) => safeLocalStorage.removeItem(key),
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

/** sendForm reads a <form>; a detached one keeps EmailJS's multipart `send-form` call for any params. */
function formFor(params: Record<string, string>): HTMLFormElement {
  const form = document.createElement('form')
  for (const [name, value] of Object.entries(params)) {
    const input = document.createElement('textarea')
    input.name = name
    input.value = value
    form.append(input)
  }
  return form
}

/** The SDK rejects with {status, text}, throws a string for bad settings, and lets fetch's TypeError through. */
function asStatus(error: unknown): { status: number; text: string } {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    const text = 'text' in error && typeof error.text === 'string' ? error.text : ''
    return { status: error.status, text }
  }
  return { status: 0, text: 'Network Error' }
}

/** Starts loading the SDK (e.g. when a form is first focused) so the first send does not wait for it. */
export function preloadDelivery(): void {
  import('@emailjs/browser').catch(() => undefined)
}

export async function deliverInquiry(params: Record<string, string>, options: DeliveryOptions = {}): Promise<DeliveryResult> {
  const { signal, templateId = env.emailjs.templateId, sleep: wait = sleep } = options
  const reference = params.reference || newReference()
  const payload = { ...params, reference, page: params.page || window.location.href }
  let emailjs: typeof import('@emailjs/browser')
  try {
    emailjs = await loadAgain(() => import('@emailjs/browser'))
  } catch {
    // Offline before the SDK's chunk ever loaded: the same answer as a request that never left.
    return { ok: false, status: 0, text: 'Network Error', hint: deliveryHint(0) }
  }
  const { publicKey, serviceId, origin, blockHeadless } = env.emailjs
  // The SDK takes its origin only from init(); the rest is passed with every call as well.
  emailjs.init({ publicKey, origin, blockHeadless, storageProvider: throttleStorage })
  const form = formFor(payload)

  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted()
    let failure: { status: number; text: string }
    try {
      const answer = await emailjs.sendForm(serviceId, templateId, form, {
        publicKey,
        blockHeadless,
        storageProvider: throttleStorage,
        // Throttle the first attempt only: a retry is the same message, not a new one.
        limitRate: attempt === 1 ? { id: `emailjs:${templateId}`, throttle: THROTTLE_MS } : {},
      })
      return { ok: true, status: answer.status, reference }
    } catch (error) {
      failure = asStatus(error)
    }
    const delay = retryDelay(failure.status, attempt, Math.random())
    if (delay === null) return { ok: false, ...failure, hint: deliveryHint(failure.status) }
    await wait(delay, signal)
  }
}
