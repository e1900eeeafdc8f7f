// A send is only tried once all are here, so a refused send can always show its fallbacks (in staff's English).
import { loadAgain } from '@/lib/load-again'
import { loadStaffText } from '@/components/forms/staff-text'

type ValidationModule = typeof import('./inquiry-validation')
let loading: Promise<ValidationModule> | null = null
let rules: ValidationModule | null = null

/** The rules, once loaded (errors are only on screen after a send was checked, so they are by then). */
export const loadedRules = () => rules

/** The block shown when a send is refused (its reason and the other ways to send). */
export const loadSendFailure = () => loadAgain(() => import('./components/delivery-fallbacks')).then((module) => ({ default: module.SendFailure }))

export function preloadValidation(): Promise<ValidationModule> {
  loading ??= Promise.all([loadAgain(() => import('./inquiry-validation')), loadAgain(() => import('./delivery')), loadSendFailure(), loadStaffText()]).then(
    ([module, delivery]) => {
      delivery.preloadDelivery()
      return (rules = module)
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}
