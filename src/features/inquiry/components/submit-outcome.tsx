import { CheckCircle2 } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Suspense, lazy } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Language } from '../../../../shared/languages'
import { inquiryText, type InquiryValues } from '../form-model'
import type { SendState } from '@/components/forms/use-form'
import { loadSendFailure } from '../load-rules'

// Only shown after a send, so it stays out of the page's first load.
const SendFailure = lazy(loadSendFailure)

/** What follows a send: the reference number, or the reason it failed and the other ways to send. */
export function SubmitOutcome({ state, values, language }: { state: SendState; values: InquiryValues; language: Language }) {
  const { i18n } = useLingui()
  const reference = state.phase === 'success' ? state.reference : ''
  return (
    <>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <div role="status" className="inq-live">
        {state.phase === 'success' ? (
          <div className="inq-outcome inq-success">
            <Icon icon={CheckCircle2} aria-hidden="true" size={22} />
            <p>
              <Trans>
                Thank you! Your inquiry has been sent. Your reference number is <strong>{reference}</strong>. We reply to every inquiry within 48 hours.
              </Trans>
            </p>
          </div>
        ) : null}
      </div>
      {state.phase === 'failure' ? (
        <Suspense
          fallback={
            <div className="inq-outcome inq-failure">
              <p role="alert" className="inq-failure-hint">
                {i18n._(state.hint)}
              </p>
            </div>
          }
        >
          <SendFailure hint={state.hint} {...inquiryText(values, language, state.reference)} />
        </Suspense>
      ) : null}
    </>
  )
}
