/** What a buyer is told under the failure toast, by the status @emailjs/browser gave (read in the page's language). */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export function deliveryHint(status: number): MessageDescriptor {
  if (status === 0) return msg`We could not reach our mail service. Please check your internet connection and try again.`
  if (status === 451) return msg`Your browser looks automated to our mail service, so the message was not sent. Please use e-mail or WhatsApp below.`
  if (status === 403) return msg`Our mail service refused this message. Please send it by e-mail or WhatsApp below; nothing you typed is lost.`
  if (status === 429) return msg`Too many messages were sent from this browser just now. Please wait a moment and try again.`
  if (status >= 500) return msg`Our mail service is having trouble right now. Please try again in a few minutes, or use e-mail or WhatsApp below.`
  if (status === 400) return msg`Our mail service did not accept the form. Please send your message by e-mail or WhatsApp below.`
  return msg`The message could not be sent. Please try again, or use e-mail or WhatsApp below.`
}
