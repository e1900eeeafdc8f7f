// Loaded on first use: no page needs toasts before the visitor acts (docs/decisions/025, 048).
import type { ExternalToast } from 'sonner'

type Kind = 'success' | 'info' | 'warning' | 'error'

let sonner: Promise<typeof import('sonner')> | null = null
let wanted: (yes: true) => void = () => {}

export function loadSonner(): Promise<typeof import('sonner')> {
  if (!sonner) {
    sonner = import('sonner')
    wanted(true)
  }
  return sonner
}

/** For the toaster (lazy-toaster.tsx): `run(true)` once sonner is asked for, now if it already was. */
export function whenSonnerWanted(run: (yes: true) => void): void {
  wanted = run
  if (sonner) run(true)
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  // A toaster that mounts after this toast is made still shows it: sonner replays the active toasts.
  void loadSonner().then(({ toast: t }) => t[kind](message, options))
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
}
