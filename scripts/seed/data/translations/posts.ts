// The seed's translated posts: the makhana article in German, so the blog shows a translated post beside untranslated ones (docs/decisions/044).
import { h2, p, pt, ul } from '../../portable-text.ts'
import type { PostTranslations } from './types.ts'

/** By the post's slug. */
export const postTranslations: Record<string, PostTranslations> = {
  'the-nutritional-benefits-of-makhana': {
    de: {
      title: 'Was Makhana so nahrhaft macht',
      description: 'Warum eine Handvoll gerösteter Fuchsnüsse der klügere Snack ist als Chips: Eiweiß, Ballaststoffe, Mineralstoffe und sehr wenig Fett.',
      body: pt(
        'nb-de',
        p(
          'Makhana, auch Fuchsnüsse oder Lotussamen genannt, sind die gepufften Samen von *Euryale ferox*, einer Seerose, die in den Teichen im Norden Bihars wächst. Geröstet werden sie leicht und knusprig – deshalb sind sie aus den Festtagsküchen auf Schreibtische und in Sporttaschen gewandert.',
        ),
        h2('Was in einer Handvoll steckt'),
        p(
          'Die Werte schwanken je nach Ernte und Labor, doch 100 g naturbelassene, trockene Makhana enthalten in der Regel etwa Folgendes. Eine übliche Snackportion sind rund 30 g, also teilen Sie durch drei.',
        ),
        ul(
          '**Energie:** etwa 350 kcal, vor allem aus komplexen Kohlenhydraten.',
          '**Eiweiß:** rund 9 bis 10 g, mehr als bei den meisten gepufften Snacks.',
          '**Fett:** vor dem Rösten deutlich unter 1 g; den Rest bringt das Öl, in dem Sie sie rösten.',
          '**Ballaststoffe:** eine nennenswerte Menge, sodass schon eine kleine Schale sättigt.',
          '**Mineralstoffe:** Magnesium, Kalium und Phosphor, dazu etwas Calcium und Eisen.',
        ),
        h2('Warum sie sich als Snack eignen'),
        p(
          'Weil Makhana wenig Fett enthält und von Natur aus glutenfrei ist, ersetzt eine Schale gerösteter Makhana mühelos frittiertes Namkeen oder Chips. Eiweiß und Ballaststoffe bremsen: Meist hört man nach einer Handvoll auf, statt die ganze Packung zu leeren.',
        ),
        p(
          'Makhana enthält außerdem wenig Natrium, solange Sie sie nicht würzen – Sie haben es also selbst in der Hand. Eine Prise Steinsalz und Pfeffer oder etwas Chaat Masala genügt.',
        ),
        h2('So holen Sie das meiste heraus'),
        ul(
          'Bei schwacher Hitze 8 bis 10 Minuten ohne Fett rösten, bis eine Makhana zwischen den Fingern sauber zerbricht.',
          'Nehmen Sie für 50 g einen Teelöffel Ghee oder Öl; mehr macht sie nur fettig.',
          'Bewahren Sie geröstete Makhana in einem luftdichten Glas auf und essen Sie sie innerhalb einer Woche, bevor sie Feuchtigkeit ziehen.',
          'Kombinieren Sie sie mit Nüssen oder Joghurt für einen ausgewogeneren Snack.',
        ),
        p(
          'Makhana ist ein Lebensmittel, kein Arzneimittel. Wenn Sie eine Erkrankung haben oder sich nach einer besonderen Ernährung richten, fragen Sie Ihre Ärztin, Ihren Arzt oder eine Ernährungsfachkraft, wie sie sich einfügen.',
        ),
      ),
    },
  },
}
