import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { budgetMisses, NOTHING, SECTION, table, writeSection, type Row } from '../../scripts/bench/scale-report'

/** A size whose figures meet every budget but the build's, which the test sets. */
function row(size: number, buildsS: number[]): Row {
  return { ...NOTHING, size, buildsS, hydrationProducts: 800, performance: 99, tbt: 40, htmlProducts: 16_000, keystrokeMs: 30, writeMs: 3 }
}

describe('the scale bench judges the build by the median of its builds', () => {
  it('passes a median within four times the first size, whatever one build took', () => {
    expect(budgetMisses(row(56, [19, 20, 22]), row(2000, [95, 70, 76]))).toEqual([])
    expect(budgetMisses(row(56, [22, 19, 20]), row(2000, [79]))).toEqual([])
  })

  it('names the build when its median is over four times', () => {
    expect(budgetMisses(row(56, [19, 20, 22]), row(2000, [79, 85, 88]))).toEqual(["build grew more than 4× (20 s → 85 s; lake-scale's budget)"])
  })

  it('shows the median and the range of several builds, and one build as it is', () => {
    const many = table([row(56, [19.4, 20.2, 22.1]), row(2000, [70.3, 76.4, 95.2])], 3, new Date('2026-11-28T12:00:00Z'))
    expect(many).toContain('| build (median of 3) | 20 s (19–22) | 76 s (70–95) |')
    expect(many).toContain('2026-11-28 12:00 UTC')
    expect(many).toContain('- Every budget met (largest size against the first).')
    const one = table([row(56, [16.4]), row(2000, [75.2])], 1)
    expect(one).toContain('| build | 16 s | 75 s |')
    expect(one).toContain("- Over budget: build grew more than 4× (16 s → 75 s; lake-scale's budget)")
    expect(table([row(56, [16.4])], 1)).toContain('- One size: the budgets compare the largest size with the first, so none is judged.')
  })
})

describe("the bench's section of docs/benchmarks.md", () => {
  it('replaces its own section, keeps a blank line before the next, and is added when missing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-scale-'))
    try {
      const file = path.join(dir, 'benchmarks.md')
      await writeFile(file, `# Benchmarks\n\n${SECTION}\n\nold figures\n- Over budget: old\n## Other runs\n\nkept\n`)
      await writeSection(file, `${SECTION}\n\nnew figures\n- Every budget met.\n`)
      expect(await readFile(file, 'utf8')).toBe(`# Benchmarks\n\n${SECTION}\n\nnew figures\n- Every budget met.\n\n## Other runs\n\nkept\n`)
      await writeFile(file, '# Benchmarks\n\nother text\n')
      await writeSection(file, `${SECTION}\n\nfirst figures\n`)
      expect(await readFile(file, 'utf8')).toBe(`# Benchmarks\n\nother text\n\n${SECTION}\n\nfirst figures\n`)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
