// Loaded on first use: no page needs toasts before the visitor acts (docs/decisions/025).
import type { ExternalToast } from 'sonner'

type Kind = 'success' | 'info' | 'warning' | 'error'

let sonner: Promise<typeof import('sonner')> | null = null

export function loadSonner(): Promise<typeof import('sonner')> {
  sonner ??= import('sonner')
  return sonner
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  void loadSonner().then(({ toast: t }) => t[kind](message, options))
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
}
