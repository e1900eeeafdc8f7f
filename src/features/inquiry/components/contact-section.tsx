import { useSiteSettings } from '@/components/layout/site-layout'
import { useReveal } from '@/components/ui/use-reveal'
import { Trans, useLingui } from '@lingui/react/macro'
import { GetInTouch } from './get-in-touch'
import { InquiryForm } from './inquiry-form'
import '../inquiry.css'
import { useFallbackMark } from '@/lib/use-fallback'

export function ContactSection({ headingLevel = 2, source = 'Home page' }: { headingLevel?: 1 | 2; source?: string }) {
  const settings = useSiteSettings()
  const { t } = useLingui()
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const { ref, phase } = useReveal<HTMLElement>(0.2)
  const mark = useFallbackMark()
  return (
    <section ref={ref} id="contact" className={phase === 'static' ? 'inq-contact' : `inq-contact fade-in-${phase}`} aria-labelledby="contact-heading">
      <header className="inq-contact-header">
        <Heading id="contact-heading">
          <Trans>Contact Us</Trans>
        </Heading>
        <p {...mark(settings.local.contactIntro)}>{settings.local.contactIntro.text || t`Have questions or feedback? We'd love to hear from you.`}</p>
      </header>
      <div className="inq-contact-grid">
        <InquiryForm source={source} />
        <GetInTouch settings={settings} headingLevel={headingLevel === 1 ? 2 : 3} />
      </div>
    </section>
  )
}
