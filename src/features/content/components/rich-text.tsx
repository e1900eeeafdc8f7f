import { PortableText, type PortableTextComponents, type PortableTextMarkComponentProps } from '@portabletext/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import { env } from '@/lib/env'
import type { FallbackAttributes } from '@/lib/localized'
import { safeLink } from '../links'

function LinkMark({ value, children }: PortableTextMarkComponentProps<{ _type: 'link'; href?: unknown }>) {
  const link = safeLink(value?.href, new URL(env.siteUrl).origin)
  if (!link) return <>{children}</>
  if (link.kind === 'internal') return <Link to={link.to}>{children}</Link>
  if (link.kind === 'contact') return <a href={link.href}>{children}</a>
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  )
}

// React elements only, never raw HTML; headings start at h2 because the page owns h1.
const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h2: ({ children }) => <h2>{children}</h2>,
    h3: ({ children }) => <h3>{children}</h3>,
    blockquote: ({ children }) => <blockquote>{children}</blockquote>,
  },
  marks: { link: LinkMark },
  unknownBlockStyle: ({ children }) => <p>{children}</p>,
  unknownType: () => null,
  unknownMark: ({ children }) => <>{children}</>,
}

interface TypedObject {
  _type: string
  _key?: string
}

function isTypedObject(node: unknown): node is TypedObject {
  return typeof node === 'object' && node !== null && typeof (node as { _type?: unknown })._type === 'string'
}

/** `lang`/`dir` mark a text shown in English on another language's page (useFallbackMark). */
export function RichText({ value, ...fallback }: { value: readonly unknown[] | null | undefined } & FallbackAttributes) {
  return (
    <div className="rich-text" {...fallback}>
      <PortableText value={(value ?? []).filter(isTypedObject)} components={components} onMissingComponent={false} />
    </div>
  )
}
