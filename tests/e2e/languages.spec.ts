import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { originTranslations, packSizeTranslations, productTranslations } from '../../scripts/seed/data/translations/index.ts'
import { CURRENCY_TABLE } from '../../shared/currencies'
import { LANGUAGES, pathInLanguage } from '../../shared/languages'

/** What a buyer reads on the way, per language: the words come from src/locales/<code>.po. */
const JOURNEYS = [
  {
    language: 'ar',
    lang: 'ar',
    dir: 'rtl',
    products: 'منتجاتنا',
    categories: 'فئات المنتجات',
    wholeSpices: 'توابل كاملة',
    specification: 'المواصفات',
    moisture: 'الرطوبة (حد أقصى)',
    volatileOil: 'الزيت الطيّار (حد أدنى)',
    addToCart: /^أضف .+ إلى السلة$/,
    added: 'أُضيف إلى السلة!',
    cartOfOne: 'السلة، منتج واحد',
    cartHeading: 'سلة التسوق (1)',
    summary: 'ملخص الطلب',
    cartLines: 'المنتجات في سلتك',
  },
  {
    language: 'zh',
    lang: 'zh-Hans',
    dir: 'ltr',
    products: '我们的产品',
    categories: '产品分类',
    wholeSpices: '整粒香料',
    specification: '规格',
    moisture: '水分（最高）',
    volatileOil: '挥发油（最低）',
    addToCart: /^加入购物车\s*：.+$/,
    added: '已加入购物车！',
    cartOfOne: '购物车，1 件商品',
    cartHeading: '购物车（1）',
    summary: '订单摘要',
    cartLines: '购物车中的商品',
  },
] as const

test("a pre-rendered page keeps the lang and dir its HTML came with; the app shell takes its page's language", async ({ page }) => {
  // Writing either attribute, even with the same value, makes the browser restyle the whole page while
  // it hydrates (docs/decisions/048): the attribute writes on <html> are recorded from the first script on.
  await page.addInitScript(() => {
    const writes: string[] = []
    Object.assign(window, { __htmlWrites: writes })
    new MutationObserver((records) => {
      for (const record of records) if (record.target === document.documentElement) writes.push(record.attributeName ?? '')
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['lang', 'dir'] })
  })
  const writes = () => page.evaluate(() => (window as unknown as { __htmlWrites: string[] }).__htmlWrites)
  await page.goto('/ar/products')
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  expect(await writes()).toEqual([])

  // A product published after the build is served the app shell, built in English: its language is set before it hydrates.
  const response = await page.goto('/ar/products/no-such-product')
  expect(await response?.text()).toMatch(/<html lang="en" dir="ltr"/)
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  expect((await writes()).sort()).toEqual(['dir', 'lang'])
})

// Arabic pages write Latin digits (docs/decisions/041): no Arabic-Indic or Persian digit anywhere in the main text.
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/

for (const words of JOURNEYS) {
  test(`a buyer reading ${words.language} browses, filters, opens a product and sees the cart in that language`, async ({ page }) => {
    await page.goto(`/${words.language}/products`)
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', words.lang)
    await expect(page.locator('html')).toHaveAttribute('dir', words.dir)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.products)
    // The currency switch names each currency in the page's language: symbol, the locale's own name, code.
    const names = new Intl.DisplayNames(words.lang, { type: 'currency' })
    await expect(page.locator('.currency-options option')).toHaveText(CURRENCY_TABLE.map(({ code, symbol }) => `${symbol} ${names.of(code)} (${code})`))

    await page.getByRole('navigation', { name: words.categories }).getByRole('link', { name: words.wholeSpices }).click()
    await expect(page).toHaveURL(`/${words.language}/products/category/whole-spices`)
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${words.wholeSpices}`) })).toBeVisible()

    // Product names are staff's content (translated in the Studio), so the card is found by its address.
    await page.locator(`main a[href="/${words.language}/products/cumin-seeds-jeera"]`).first().click()
    await expect(page).toHaveURL(`/${words.language}/products/cumin-seeds-jeera`)
    await hydrated(page)
    const specification = page.getByRole('table', { name: words.specification })
    await expect(specification.getByRole('rowheader', { name: words.moisture })).toBeVisible()
    await expect(specification.getByRole('rowheader', { name: words.volatileOil })).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText(EASTERN_DIGITS)
    // Staff translate the pack size and origin too (seed: cumin's '100 g pouch' from Unjha): the facts show them unmarked.
    const packSize = packSizeTranslations['100 g pouch']![words.language]
    const facts = page.getByRole('main').getByRole('definition')
    for (const text of [packSize, originTranslations['Unjha, Gujarat, India']![words.language]]) {
      const shown = facts.getByText(text, { exact: true }).last()
      await expect(shown).toBeVisible()
      await expect(shown).not.toHaveAttribute('lang')
    }

    await page.getByRole('main').getByRole('button', { name: words.addToCart }).first().click()
    await expect(page.getByRole('region', { name: /alt\+T/ })).toContainText(words.added)
    await page.getByRole('banner').getByRole('link', { name: words.cartOfOne }).click()
    await expect(page).toHaveURL(`/${words.language}/cart`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.cartHeading)
    const summary = page.getByRole('complementary', { name: words.summary })
    await expect(summary).toContainText('₹')
    await expect(page.getByRole('main')).not.toContainText(EASTERN_DIGITS)
    // The line's category (kept in English) and pack size read in the page's language too.
    const line = page.getByRole('list', { name: words.cartLines }).getByRole('listitem')
    for (const text of [words.wholeSpices, packSize]) {
      await expect(line.getByText(text, { exact: true })).toBeVisible()
      await expect(line.getByText(text, { exact: true })).not.toHaveAttribute('lang')
    }
  })
}

test('on English pages the currency switch names each currency as the currency table does', async ({ page }) => {
  await page.goto('/products')
  await hydrated(page)
  await expect(page.locator('.currency-options option')).toHaveText(CURRENCY_TABLE.map(({ code, symbol, label }) => `${symbol} ${label} (${code})`))
})

/** The language a screen reader reads `text` in: the nearest `lang` above it, and the direction it runs. */
async function readAs(page: Page, text: string) {
  return page
    .getByRole('main')
    .getByText(text)
    .evaluate((element) => ({ lang: element.closest('[lang]')?.getAttribute('lang'), dir: element.closest('[dir]')?.getAttribute('dir') }))
}

test('a policy not translated into the page’s language says so and marks its English text; a translated one reads in the page’s language', async ({ page }) => {
  await page.goto('/ar/policies/refund-policy')
  await hydrated(page)
  const main = page.getByRole('main')
  await expect(main.getByRole('note')).toHaveText('لم تُترجم هذه السياسة إلى العربية بعد، لذا يُعرض نصها باللغة الإنجليزية.')
  const heading = main.getByRole('heading', { level: 1, name: 'Refund Policy' })
  await expect(heading).toHaveAttribute('lang', 'en')
  await expect(heading).toHaveAttribute('dir', 'ltr')
  expect(await readAs(page, 'We want you to be happy with every order.')).toEqual({ lang: 'en', dir: 'ltr' })

  await page.goto('/de/policies/refund-policy')
  await hydrated(page)
  await expect(page).toHaveTitle(/^Rückerstattungsrichtlinie/)
  await expect(main.getByRole('heading', { level: 1, name: 'Rückerstattungsrichtlinie' })).not.toHaveAttribute('lang')
  await expect(main.getByRole('heading', { level: 2, name: 'Voraussetzungen' })).toBeVisible()
  await expect(main.getByRole('note')).toHaveCount(0)
  expect(await readAs(page, 'Sie sollen mit jeder Bestellung zufrieden sein.')).toEqual({ lang: 'de', dir: 'ltr' })
})

test('a German post names its category in German; its link leads to the category’s page, titled in German', async ({ page }) => {
  await page.goto('/de/blog/health/the-nutritional-benefits-of-makhana')
  await hydrated(page)
  const category = page.getByRole('main').getByRole('link', { name: 'Gesundheit', exact: true })
  await expect(category).toHaveAttribute('href', '/de/blog/health')
  await expect(category).not.toHaveAttribute('lang')
  await category.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gesundheit – Blogbeiträge')
  await expect(page).toHaveTitle(/^Gesundheit – Blogbeiträge \|/)
  await page.goto('/de/blog')
  await hydrated(page)
  await expect(page.getByRole('navigation', { name: 'Blog-Kategorien' }).getByRole('link', { name: /^Gesundheit \(1\)$/ })).toBeVisible()
})

test('a product added on an English page is named in Arabic in the Arabic cart and checkout', async ({ page }) => {
  // Seed product 1 is cumin-seeds-jeera, with an Arabic name.
  const arabic = productTranslations[1]!.ar[0]
  await page.goto('/products/cumin-seeds-jeera')
  await hydrated(page)
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first()
    .click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()

  await page.goto('/ar/cart')
  await hydrated(page)
  const name = page.getByRole('list').getByRole('heading', { level: 2, name: arabic })
  await expect(name).toBeVisible()
  await expect(name).not.toHaveAttribute('lang', 'en')
  await page.getByRole('link', { name: 'المتابعة إلى الدفع' }).click()
  await expect(page.getByRole('main').getByText(arabic, { exact: true })).toBeVisible()
})

test('the category column holds every category name in every language, however long (Einzelhandelspackungen)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  for (const language of LANGUAGES) {
    // The longest names, and the current one in bold.
    await page.goto(pathInLanguage('/products/category/ground-spices', language))
    await hydrated(page)
    const spills = await page.locator('nav.category-nav').evaluate((column) => {
      const edge = column.getBoundingClientRect()
      return [...column.querySelectorAll('a')]
        .filter((link) => {
          const box = link.getBoundingClientRect()
          return link.scrollWidth > link.clientWidth + 1 || box.left < edge.left - 1 || box.right > edge.right + 1
        })
        .map((link) => link.textContent)
    })
    expect(spills, `category names spilling out of the column in ${language}`).toEqual([])
  }
})

test('German compounds break inside their boxes on a 320 px phone (Kundenzufriedenheit)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 })
  for (const path of ['/de/about', '/de/b2b', '/de/products/category/retail-packs']) {
    await page.goto(path)
    await hydrated(page)
    const spills = await page.evaluate(() =>
      [...document.querySelectorAll('main :is(h1, h2, h3, p, a, button, label, li, dt, dd, th, td)')]
        .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible')
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`),
    )
    expect(spills, `text wider than its box on ${path}`).toEqual([])
  }
})
