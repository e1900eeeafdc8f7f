import { Trans } from '@lingui/react/macro'
import { useLanguage } from '@/lib/i18n'
import { fellBackToEnglish, type LocalizedText } from '@/lib/localized'
import { languageInfo } from '../../../../shared/languages.ts'

/** What the text is, in the notice's words. */
export type NoticeKind = 'policy' | 'article'

/** Above a policy's or article's text when it is shown in English on another language's page (docs/decisions/044). */
export function EnglishTextNotice({ body, kind }: { body: LocalizedText<unknown>; kind: NoticeKind }) {
  const page = useLanguage()
  if (!fellBackToEnglish(body, page)) return null
  // The page's own language, named as it names itself (العربية, 简体中文, Deutsch).
  const language = languageInfo(page).nativeName
  return (
    <p className="translation-notice" role="note">
      {kind === 'policy' ? (
        <Trans>This policy has not been translated into {language} yet: the English text is shown.</Trans>
      ) : (
        <Trans>This article has not been translated into {language} yet: the English text is shown.</Trans>
      )}
    </p>
  )
}
