import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

let eslint: ESLint

/** The messages of the boundary rule for `code` as if it were the file at `file` (relative to the root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

beforeAll(() => {
  // The project's own configuration, as `npm run lint` uses it.
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') })
})

describe('the boundary between features (eslint.config.js)', () => {
  it('reports a feature reaching into another feature, naming the public file to use', async () => {
    const errors = await boundaryErrors('src/features/quote/use-quote-request.ts', "import { useCart } from '@/features/cart/store'\nexport { useCart }\n")
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain("'@/features/cart' (src/features/cart/index.ts)")
  })

  it('reports relative paths, type imports and re-exports into another feature too', async () => {
    const code = [
      "import { CartToggle } from '../../cart/components/cart-toggle'",
      "import type { CartLine } from '@/features/cart/cart-rules'",
      "export { deliverInquiry } from '@/features/inquiry/delivery'",
      "import { productHref } from '../catalogue'",
      'export type { CartLine }',
      'export { CartToggle, productHref }',
    ].join('\n')
    const errors = await boundaryErrors('src/features/quote/components/quote-form.tsx', code)
    expect(errors).toHaveLength(4)
    expect(errors.filter((e) => e.includes("'@/features/cart'"))).toHaveLength(2)
    expect(errors.filter((e) => e.includes("'@/features/inquiry'"))).toHaveLength(1)
    expect(errors.filter((e) => e.includes("'@/features/catalogue'"))).toHaveLength(1)
  })

  it("allows another feature's public file and the feature's own modules, by any path", async () => {
    const code = [
      "import { useCart, type CartLine } from '@/features/cart'",
      "import { deliverInquiry } from '@/features/inquiry'",
      "import { quoteSchema } from './quote-model'",
      "import { QuoteField } from './components/quote-field'",
      "import { QUOTE_FIELD_SPECS } from '@/features/quote/quote-model'",
      "import { validate } from '@/components/forms/form-validation'",
      'export type { CartLine }',
      'export { useCart, deliverInquiry, quoteSchema, QuoteField, QUOTE_FIELD_SPECS, validate }',
    ].join('\n')
    expect(await boundaryErrors('src/features/quote/use-quote-request.ts', code)).toEqual([])
  })

  it('covers every feature folder: each one is kept out of every other', async () => {
    expect(features.length).toBeGreaterThanOrEqual(6)
    for (const feature of features) {
      for (const other of features.filter((f) => f !== feature)) {
        const deep = await boundaryErrors(`src/features/${feature}/probe.ts`, `export * from '@/features/${other}/probe'\n`)
        expect(deep, `${feature} → ${other}`).toHaveLength(1)
        expect(await boundaryErrors(`src/features/${feature}/probe.ts`, `export * from '@/features/${other}'\n`), `${feature} → ${other}`).toEqual([])
      }
    }
  })

  it('keeps shared code (src/components, src/lib) out of every feature, public file included', async () => {
    const errors = await boundaryErrors('src/components/layout/header.tsx', "import { CartLink } from '@/features/cart'\nexport { CartLink }\n")
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/Shared code .* never imports a feature/)
    expect(await boundaryErrors('src/lib/format.ts', "export { useSamples } from '../features/samples/store'\n")).toHaveLength(1)
    expect(await boundaryErrors('src/components/forms/form-field.tsx', "export { formatCount } from '@/lib/format'\n")).toEqual([])
  })

  it('lets routes import feature modules directly (each page is split by its route module)', async () => {
    expect(await boundaryErrors('src/routes/cart.tsx', "export { CartView } from '@/features/cart/components/cart-view'\n")).toEqual([])
  })

  // The project as it is: `npm run lint` runs these same rules over every file, so it is not linted again here.
})

describe('the site and the Studio apart, shared/ between them (eslint.config.js)', () => {
  it('reports the site importing the Studio, from anywhere in src/', async () => {
    for (const file of [
      'src/routes.ts',
      'src/lib/queries.ts',
      'src/components/ui/social-icon.tsx',
      'src/features/catalogue/category.ts',
      'src/routes/policy.tsx',
    ]) {
      const depth = file.split('/').length - 1
      const errors = await boundaryErrors(file, `export { PRODUCT_BADGES } from '${'../'.repeat(depth)}studio/schema-types/rules.ts'\n`)
      expect(errors, file).toHaveLength(1)
      expect(errors[0]).toContain('The site never imports the Studio')
    }
  })

  it('reports the Studio importing the site, by relative path or by the site alias', async () => {
    const code =
      "import { productHref } from '../../src/features/catalogue/links.ts'\nimport { formatInr } from '@/lib/format'\nexport { productHref, formatInr }\n"
    const errors = await boundaryErrors('studio/presentation/locations.ts', code)
    expect(errors).toHaveLength(2)
    for (const error of errors) expect(error).toContain('The Studio never imports the site')
  })

  it('lets both import shared/, and keeps shared/ free of both and of Sanity', async () => {
    expect(await boundaryErrors('src/features/catalogue/category.ts', "export { PRODUCT_CATEGORIES } from '../../../shared/content-lists.ts'\n")).toEqual([])
    expect(await boundaryErrors('studio/schema-types/rules.ts', "export { RATE_RANGE } from '../../shared/currencies.ts'\n")).toEqual([])
    expect(await boundaryErrors('shared/currencies.ts', "export { formatInr } from '../src/lib/format.ts'\n")).toHaveLength(1)
    expect(await boundaryErrors('shared/currencies.ts', "export { defineField } from 'sanity'\n")).toHaveLength(1)
  })

  it('finds no import across in the project as it is (every import specifier of src/ and studio/, resolved)', () => {
    const crossing: string[] = []
    for (const [side, other] of [
      ['src', 'studio'],
      ['studio', 'src'],
    ] as const) {
      for (const file of readdirSync(path.join(root, side), { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f))) {
        const abs = path.join(root, side, file)
        for (const [, spec] of readFileSync(abs, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
          const target = spec!.startsWith('@/') ? path.join(root, 'src', spec!.slice(2)) : spec!.startsWith('.') ? path.resolve(path.dirname(abs), spec!) : null
          if (target && path.relative(root, target).split(path.sep)[0] === other) crossing.push(`${side}/${file} → ${spec}`)
        }
      }
    }
    expect(crossing).toEqual([])
  })
})
