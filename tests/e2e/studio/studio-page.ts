import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/** What an editor does in Sanity Studio, by the names the Studio shows. */

function studioUrl(path: string): string {
  const studio = process.env.E2E_STUDIO_URL
  if (!studio) throw new Error('E2E_STUDIO_URL is not set: run this suite with `node scripts/e2e-studio.ts`')
  return new URL(path, studio).toString()
}

/** Opens the Studio's desk and follows the list items named in `trail`, e.g. Products › All products. */
export async function openStudioList(page: Page, trail: string[]): Promise<void> {
  await page.goto(studioUrl('/structure'))
  for (const name of trail) await page.getByRole('link', { name, exact: true }).click()
}

/** Opens a document from the list on screen by its title, and waits for its form. */
export async function openDocument(page: Page, title: string): Promise<void> {
  // A list item's name is its title followed by its subtitle ("Cumin Seeds (Jeera) Whole Spices · ₹65").
  await page
    .getByRole('link', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`) })
    .first()
    .click()
  // The form's title heading: the document is open.
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible()
}

/** A new document of `type`, through the Studio's own "create" address. */
export async function createDocument(page: Page, type: string): Promise<void> {
  await page.goto(studioUrl(`/intent/create/template=${type};type=${type}/`))
  // The Studio opens the form after its list and permission checks have answered (its "create" stays
  // disabled till then): on a busy machine that has taken longer than 15 s.
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible({ timeout: 45_000 })
}

export async function openFieldGroup(page: Page, group: string): Promise<void> {
  // A wide form shows its groups as tabs; a narrow one (e.g. beside Presentation's preview) as a select.
  const tab = page.getByRole('tab', { name: group, exact: true })
  const select = page.getByRole('combobox').filter({ has: page.getByRole('option', { name: group, exact: true }) })
  await expect(tab.or(select).first()).toBeVisible()
  if (await tab.isVisible()) await tab.click()
  else await select.first().selectOption({ label: group })
}

/**
 * Publish, then the Studio's confirmation ("… was published"), or the lake's: `isPublished` says
 * whether the published document already has the edit (the toast can come and go unseen). The
 * Studio validates while the browser is idle, so right after fast typing its verdict can still be
 * about an earlier version of the document ("Please fix the validation errors"); as a person would,
 * wait until the form shows no errors and press Publish again.
 */
export async function publish(page: Page, title: string, isPublished: () => Promise<boolean>): Promise<void> {
  const button = page.getByRole('button', { name: 'Publish', exact: true })
  const published = page.getByText(`${title} was published`)
  const notYet = page.getByText('Please fix the validation errors before publishing')
  // A press while the Studio is still syncing the last keystrokes can go unanswered: like a person,
  // press again when nothing happened (at most three presses).
  for (let press = 1; press <= 3; press++) {
    if (await isPublished()) return
    await expect(page.getByLabel('Has error')).toHaveCount(0)
    // The button is off while the Studio syncs or publishes: wait for it, or for the publish to land.
    await expect.poll(async () => (await isPublished()) || (await button.isEnabled()), { timeout: 15_000 }).toBe(true)
    if (await isPublished()) return
    await button.click()
    try {
      await expect(published.or(notYet).first()).toBeVisible({ timeout: 10_000 })
    } catch {
      continue
    }
    if (await published.isVisible()) return
  }
  await expect.poll(isPublished, { message: `${title} was not published` }).toBe(true)
}

/**
 * Puts the caret after the last character of a paragraph in the rich-text editor, by clicking
 * there (an editor clicks where they want to type; keys like End depend on line wrapping).
 */
export async function clickAtEndOf(page: Page, text: Locator): Promise<void> {
  // The paragraph may be below the fold (e.g. under Presentation's "Used on" panel): bring it into view first.
  await text.scrollIntoViewIfNeeded()
  const point = await text.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const rects = range.getClientRects()
    const last = rects[rects.length - 1]
    if (!last) throw new Error('The paragraph has no text on screen')
    return { x: last.right - 1, y: last.top + last.height / 2 }
  })
  await page.mouse.click(point.x, point.y)
}
