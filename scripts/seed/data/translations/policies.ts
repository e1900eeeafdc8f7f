// The seed's translated policies: the German refund policy, so the seeded site shows a translated policy beside untranslated ones (docs/decisions/044).
import { h2, p, pt, ul } from '../../portable-text.ts'
import type { PolicySlug } from '../../../../shared/content-lists.ts'
import type { PolicyTranslations } from './types.ts'

export const policyTranslations: Partial<Record<PolicySlug, PolicyTranslations>> = {
  'refund-policy': {
    de: {
      title: 'Rückerstattungsrichtlinie',
      body: pt(
        'rf-de',
        p('Sie sollen mit jeder Bestellung zufrieden sein. Wenn etwas nicht stimmt, erfahren Sie hier, wann und wie Sie Ihr Geld zurückerhalten.'),
        h2('Voraussetzungen'),
        p(
          'Sie können eine Rückerstattung **innerhalb von 7 Tagen nach dem Kauf** beantragen. Voraussetzung ist, dass das Produkt **unbenutzt und unverändert** ist und sich in der Originalverpackung mit unversehrtem Siegel befindet.',
        ),
        h2('Was nicht erstattet werden kann'),
        p('Folgendes ist **von der Rückerstattung ausgeschlossen**:'),
        ul(
          'Digitale Produkte (etwa herunterladbare Rezeptbücher oder Preislisten), sobald sie abgerufen wurden.',
          'Dienstleistungen (etwa individuelle Gewürzmischungen, Abfüllung unter Ihrer Marke oder Verpackungsdesign), sobald mit der Arbeit begonnen wurde.',
          'Produkte, die nach der Lieferung geöffnet, benutzt oder falsch gelagert wurden.',
        ),
        h2('So beantragen Sie eine Rückerstattung'),
        p(
          'Schreiben Sie uns eine E-Mail an [sales@example.com](mailto:sales@example.com) mit Ihrer **Bestellnummer**, dem **Grund** für die Rückerstattung und allen **Nachweisen**, etwa Fotos von Produkt und Verpackung oder dem Lieferschein.',
        ),
        h2('Bearbeitung'),
        p(
          'Wir prüfen jeden Antrag und antworten Ihnen per E-Mail. Genehmigte Rückerstattungen werden innerhalb von **5 bis 10 Werktagen** bearbeitet und über die **ursprüngliche Zahlungsart** zurückgezahlt. Bis die Gutschrift auf Ihrem Konto erscheint, kann Ihre Bank oder Ihr Zahlungsdienst einige weitere Tage benötigen.',
        ),
        h2('Großhandels- und Exportaufträge'),
        p(
          'Für Großhandels- und Exportaufträge gelten die Bedingungen des Angebots oder Vertrags, den Sie angenommen haben. Wenden Sie sich bei Qualitätsreklamationen bitte an Ihren Kundenbetreuer.',
        ),
      ),
    },
  },
}
