import { renderToStaticMarkup } from 'react-dom/server'
import { I18nProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadI18n } from '@/lib/i18n'
import { RichText } from './rich-text'

let en: I18n
beforeAll(async () => {
  en = await loadI18n('en')
})

function block(key: string, text: string, extra: object = {}, markDefs: object[] = [], marks: string[] = []) {
  return { _type: 'block', _key: key, style: 'normal', markDefs, children: [{ _type: 'span', _key: `${key}s`, text, marks }], ...extra }
}

function render(value: unknown[]): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={en}>
      <MemoryRouter>
        <RichText value={value} />
      </MemoryRouter>
    </I18nProvider>,
  )
}

describe('RichText', () => {
  it('renders headings, paragraphs and lists', () => {
    const html = render([
      block('a', 'Eligibility', { style: 'h2' }),
      block('b', 'Within 7 days of purchase.'),
      block('c', 'Unused', { listItem: 'bullet', level: 1 }),
      block('d', 'Unchanged', { listItem: 'bullet', level: 1 }),
    ])
    expect(html).toContain('<h2>Eligibility</h2>')
    expect(html).toContain('<p>Within 7 days of purchase.</p>')
    expect(html).toMatch(/<ul><li>Unused<\/li><li>Unchanged<\/li><\/ul>/)
  })

  it('escapes text instead of injecting HTML', () => {
    const html = render([block('a', '<img src=x onerror=alert(1)>')])
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('<img')
  })

  it('opens external links safely and keeps site pages in the app', () => {
    const html = render([
      block('a', 'FSSAI', {}, [{ _type: 'link', _key: 'l1', href: 'https://fssai.gov.in/' }], ['l1']),
      block('b', 'contact us', {}, [{ _type: 'link', _key: 'l2', href: '/contact' }], ['l2']),
      block('c', 'write', {}, [{ _type: 'link', _key: 'l3', href: 'mailto:info@example.in' }], ['l3']),
    ])
    expect(html).toContain('<a href="https://fssai.gov.in/" target="_blank" rel="noopener noreferrer">FSSAI')
    expect(html).toContain('<a href="/contact" data-discover="true">contact us</a>')
    expect(html).toContain('<a href="mailto:info@example.in">write</a>')
  })

  it('renders a script or data link as plain text', () => {
    const html = render([
      block('a', 'click', {}, [{ _type: 'link', _key: 'l1', href: 'javascript:alert(1)' }], ['l1']),
      block('b', 'data', {}, [{ _type: 'link', _key: 'l2', href: 'data:text/html,hi' }], ['l2']),
    ])
    expect(html).toBe('<div class="rich-text"><p>click</p><p>data</p></div>')
  })

  it('skips unknown objects and renders nothing for an empty body', () => {
    expect(render([{ _type: 'iframe', _key: 'x', src: 'https://evil.example' }, 'junk', null])).toBe('<div class="rich-text"></div>')
    expect(render([])).toBe('<div class="rich-text"></div>')
  })
})
