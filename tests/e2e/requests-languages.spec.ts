// Buyers write in their own language; staff read English labels, the buyer's language and the buyer's words as typed.
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

const MAIL = process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:4991'

interface InboxEntry {
  templateId: string
  params: Record<string, string>
}

let counter = 0
/** A name of the buyer's own, so parallel tests find their own message. */
const unique = (name: string) => `${name} ${process.pid}-${Date.now()}-${++counter}`

async function inboxEntry(request: APIRequestContext, name: string): Promise<InboxEntry | undefined> {
  const entries = (await (await request.get(`${MAIL}/__inbox.json`)).json()) as InboxEntry[]
  return entries.find((e) => e.params.name === name)
}

async function received(request: APIRequestContext, name: string): Promise<InboxEntry> {
  await expect.poll(() => inboxEntry(request, name).then(Boolean)).toBe(true)
  return (await inboxEntry(request, name))!
}

/** Fills text fields by their label (as the page's language names them) and selects by option value. */
async function fill(form: Locator, texts: Record<string, string>, selects: Record<string, string> = {}) {
  for (const [label, value] of Object.entries(texts)) await form.getByRole('textbox', { name: label, exact: true }).fill(value)
  for (const [label, value] of Object.entries(selects)) await form.getByRole('combobox', { name: label, exact: true }).selectOption(value)
}

/** Lists two samples on the site's origin, then opens the sample request in `language`. */
async function openSamples(page: Page, language: 'zh' | 'de') {
  const items = [
    { id: 1, name: 'Cumin Seeds (Jeera)', slug: 'cumin-seeds-jeera', sampleSize: '100 g' },
    { id: 45, name: 'Classic Makhana', slug: 'classic-makhana', sampleSize: '50 g' },
  ]
  await page.goto('/policies/privacy-policy')
  await page.evaluate((value) => localStorage.setItem('samples', value), JSON.stringify({ state: { items }, version: 1 }))
  await page.goto(`/${language}/samples`)
  await hydrated(page)
}

test('an Arabic buyer sends an inquiry in Arabic, with Arabic-Indic digits in the phone', async ({ page, request }) => {
  const name = unique('محمد العتيبي')
  await page.goto('/ar/contact')
  await hydrated(page)
  const form = page.getByRole('form', { name: 'استفسار عن طلب بالجملة' })
  await form.getByRole('button', { name: 'إرسال الاستفسار' }).click()
  await expect(form.getByText('الاسم مطلوب')).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'الاسم', exact: true })).toBeFocused()
  // The form in Arabic, its errors shown: labels, descriptions and names hold in another language too.
  const axe = await new AxeBuilder({ page }).include('form').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  await fill(
    form,
    {
      الاسم: name,
      الشركة: 'شركة الريان للتوابل',
      'البريد الإلكتروني': 'm.otaibi@alrayan.example',
      الهاتف: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧',
      الدولة: 'الإمارات العربية المتحدة',
      'المنتجات المطلوبة': 'كمون، ماخانا',
      الرسالة: 'نرجو عرض سعر CIF جبل علي.\nشحنة شهرية.',
    },
    { 'نوع النشاط التجاري': 'distributor', الكمية: '100-500kg' },
  )
  await expect(form.getByRole('textbox', { name: 'الرسالة', exact: true })).toHaveAttribute('dir', 'auto')
  await form.getByRole('button', { name: 'إرسال الاستفسار' }).click()
  await expect(form.getByRole('status')).toContainText('شكرًا لك! تم إرسال استفسارك.')
  await expect(page.getByRole('region', { name: /الإشعارات/ })).toContainText('تم إرسال الرسالة بنجاح!')

  const entry = await received(request, name)
  expect(entry.templateId).toBe('inquiry_template')
  expect(entry.params).toMatchObject({
    company: 'شركة الريان للتوابل',
    phone: '+971 50 123 4567',
    message: 'نرجو عرض سعر CIF جبل علي.\nشحنة شهرية.',
    language: 'Arabic',
    languageCode: 'ar',
  })
})

test('a Chinese buyer requests samples in Chinese', async ({ page, request }) => {
  const name = unique('王伟')
  await openSamples(page, 'zh')
  const form = page.getByRole('form', { name: '样品寄送信息' })
  await fill(
    form,
    {
      公司: '上海香料进出口有限公司',
      联系人: name,
      电子邮箱: 'wangwei@spice.example',
      电话: '+86 21 5081 2345',
      '国家/地区': '中国',
      收货地址: '上海市浦东新区世纪大道100号\n邮编 200120',
      用途: '首批货柜前的实验室检测',
    },
    { 预计年采购量: '20-100t' },
  )
  await form.getByRole('button', { name: '发送样品申请' }).click()
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText('谢谢！您的样品申请已发送。')
  await expect(page.getByRole('main')).toContainText('我们已收到您关于 2 份样品')

  const entry = await received(request, name)
  expect(entry.params).toMatchObject({ address: '上海市浦东新区世纪大道100号\n邮编 200120', annualVolume: '20-100 tonnes', language: 'Chinese' })
})

test('a German sample request reaches staff with English labels, "Buyer\'s language: German" and the German text as typed', async ({ page, request }) => {
  const name = unique('Jörg Müller')
  const address = 'Hafenstraße 12\n20457 Hamburg'
  const use = 'Laboranalysen (EtO, Aflatoxine) vor dem ersten 20-Fuß-Container; Größe der Körner prüfen.'
  await openSamples(page, 'de')
  const form = page.getByRole('form', { name: 'Wohin sollen wir Ihre Proben senden?' })
  await fill(
    form,
    {
      Firma: 'Gewürzhaus Müller GmbH',
      Ansprechpartner: name,
      'E-Mail': 'einkauf@gewuerzhaus.example',
      Telefon: '+49 40 1234 5678',
      Land: 'Deutschland',
      Lieferadresse: address,
      Verwendungszweck: use,
    },
    { 'Erwartete Jahresmenge': '5-20t' },
  )
  await form.getByRole('button', { name: 'Probenanfrage senden' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank! Ihre Probenanfrage wurde gesendet.')

  const entry = await received(request, name)
  expect(entry.templateId).toBe('sample_template')
  expect(entry.params).toMatchObject({ language: 'German', address, intendedUse: use, annualVolume: '5-20 tonnes' })
  const { body } = entry.params
  expect(body).toContain(
    `Company: Gewürzhaus Müller GmbH\nContact Name: ${name}\nEmail: einkauf@gewuerzhaus.example\nPhone: +49 40 1234 5678\nCountry: Deutschland`,
  )
  expect(body).toContain("Expected Annual Volume: 5-20 tonnes\nBuyer's language: German")
  expect(body).toContain(`Shipping address:\n${address}\n\nIntended use:\n${use}`)
})
