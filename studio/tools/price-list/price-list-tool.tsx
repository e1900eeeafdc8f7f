import { Box, Button, Card, Flex, Heading, Select, Spinner, Stack, Text } from '@sanity/ui'
import { useToast } from '@sanity/ui/toast'
import { useMemo, useState } from 'react'
import { useSchema, type SanityDocument } from 'sanity'
import { PRODUCT_CATEGORIES } from '../../../shared/content-lists.ts'
import type { PriceField, PriceValue } from './columns.ts'
import { readPriceCsv } from './csv.ts'
import { CsvButtons } from './csv-buttons.tsx'
import { pastedLines } from './paste.ts'
import { editsByProduct, planChanges, type ChangePlan } from './plan.ts'
import { PlanDialog } from './plan-dialog.tsx'
import { PriceTable, type Sort } from './price-table.tsx'
import { PublishDialog, changeCount } from './publish-dialog.tsx'
import { PublishDraftsMenu } from './publish-drafts.tsx'
import { hasUnpublishedChanges, visibleRows, type PriceRow } from './rows.ts'
import { DRAFTS, type WriteTarget } from './target.ts'
import { Toolbar, type Filters } from './toolbar.tsx'
import { useProducts } from './use-products.ts'
import { useOpenReleases } from './use-releases.ts'
import { useValidationErrors } from './use-validation.ts'
import { useWrites } from './use-writes.ts'

const message = (caught: unknown) => (caught instanceof Error ? caught.message : String(caught))

/** The "Price list" tool: every product's prices in one table, edited as drafts (published together) or in a release. */
export function PriceListTool() {
  const releases = useOpenReleases()
  const [releaseName, setReleaseName] = useState('')
  // Where edits go: drafts, or the release chosen at the top (docs/decisions/029).
  const target = useMemo<WriteTarget>(() => {
    const release = releases.find((candidate) => candidate.name === releaseName)
    return release ? { kind: 'release', name: release.name, title: release.title } : DRAFTS
  }, [releases, releaseName])
  const inRelease = target.kind === 'release'
  const { rows, error, reload } = useProducts(target)
  const { save, publish } = useWrites(target, reload, rows)
  const toast = useToast()
  const schema = useSchema()
  const [filters, setFilters] = useState<Filters>({ category: '', search: '' })
  const [sort, setSort] = useState<Sort>({ key: 'category', descending: false })
  const [pending, setPending] = useState<{ source: string; plan: ChangePlan }>()
  const [publishing, setPublishing] = useState(false)
  const [busy, setBusy] = useState(false)

  const all = useMemo(() => rows ?? [], [rows])
  const shown = useMemo(
    () => visibleRows(all, { ...filters, sort: sort.key, descending: sort.descending, categoryOrder: PRODUCT_CATEGORIES }),
    [all, filters, sort],
  )
  const unpublished = useMemo(() => all.filter(hasUnpublishedChanges), [all])
  const drafts = useMemo(
    () => (publishing ? unpublished.flatMap((row) => (row.draft ? [row.draft as SanityDocument] : [])) : undefined),
    [publishing, unpublished],
  )
  const errors = useValidationErrors(drafts)

  const run = async (work: () => Promise<void>, done: string) => {
    setBusy(true)
    try {
      await work()
      toast.push({ status: 'success', title: done })
      return true
    } catch (caught) {
      toast.push({ status: 'error', title: 'Nothing was saved', description: message(caught) })
      return false
    } finally {
      setBusy(false)
    }
  }

  const commitCell = (row: PriceRow, field: PriceField, value: PriceValue) => save(new Map([[row.id, { [field]: value }]]))

  const pasteBlock = (rowIndex: number, field: PriceField, text: string) => {
    const block = pastedLines(text, shown, rowIndex, field)
    const plan = planChanges(all, block.lines)
    plan.problems.unshift(...block.overflow.map(({ label, reason }) => ({ label, productId: '', reasons: [reason] })))
    if (plan.problems.length === 0) void run(() => save(editsByProduct(plan.changes)), `Pasted: ${plan.changes.length} cells changed`)
    else setPending({ source: 'the pasted cells', plan })
  }

  const upload = (text: string) => {
    const read = readPriceCsv(text)
    const plan = read.error
      ? { changes: [], problems: [{ label: 'The file', productId: '', reasons: [read.error] }], validLines: 0 }
      : planChanges(all, read.lines, { decimalComma: read.decimalComma })
    setPending({ source: 'the uploaded file', plan })
  }

  const ready = unpublished.filter((row) => !errors?.has(row.draft?._id ?? ''))
  const count = changeCount(unpublished)
  const productType = schema.get('product')
  const fieldTitle = (field: string) =>
    (productType && 'fields' in productType ? productType.fields.find((f) => f.name === field)?.type.title : undefined) ?? field

  return (
    <Card height="fill">
      <Flex direction="column" height="fill">
        <Stack gap={4} padding={[3, 4]}>
          <Stack gap={3}>
            <Heading as="h1" size={2}>
              Price list
            </Heading>
            <Text size={1} muted>
              {target.kind === 'release'
                ? `Every product's prices. A changed cell goes into the release "${target.title}": buyers see it when the release is published, at once or at its time (Releases).`
                : "Every product's prices. A changed cell is a draft until you publish; buyers see nothing before."}
            </Text>
            <Box style={{ maxWidth: 360 }}>
              <Select
                aria-label="Write changes into"
                fontSize={1}
                padding={2}
                value={inRelease ? target.name : ''}
                onChange={(event) => setReleaseName(event.currentTarget.value)}
              >
                <option value="">Drafts (publish them here)</option>
                {releases.map((release) => (
                  <option key={release.name} value={release.name}>
                    Release: {release.title}
                  </option>
                ))}
              </Select>
            </Box>
          </Stack>
          <Toolbar filters={filters} onFilters={setFilters}>
            <CsvButtons rows={visibleRows(all, { sort: 'category', categoryOrder: PRODUCT_CATEGORIES })} onUpload={upload} />
            <PublishDraftsMenu onPublished={(published, type) => toast.push({ status: 'success', title: `Published ${published} drafts: ${type}` })} />
            {target.kind === 'release' ? (
              <Button as="a" href={`/releases/${target.name}`} mode="ghost" text={`Open the release (${count} ${count === 1 ? 'change' : 'changes'})`} />
            ) : (
              <Button
                tone="positive"
                text={count === 0 ? 'Nothing to publish' : `Publish ${count} ${count === 1 ? 'change' : 'changes'}`}
                disabled={count === 0 || busy}
                onClick={() => setPublishing(true)}
              />
            )}
          </Toolbar>
          {error ? (
            <Card tone="critical" padding={3} radius={2}>
              <Text size={1}>The products could not be read: {error.message}</Text>
            </Card>
          ) : null}
        </Stack>
        {/* The table scrolls on its own (both ways), so its headings and product names can stay in view. */}
        <Box flex={1} overflow="auto" style={{ minHeight: 0 }}>
          <Box paddingX={[3, 4]} paddingBottom={4}>
            {rows ? (
              <PriceTable rows={shown} sort={sort} onSort={setSort} onCommit={commitCell} onPasteBlock={pasteBlock} />
            ) : (
              <Flex justify="center" padding={5}>
                <Spinner muted />
              </Flex>
            )}
          </Box>
        </Box>
      </Flex>
      {pending ? (
        <PlanDialog
          source={pending.source}
          plan={pending.plan}
          busy={busy}
          release={target.kind === 'release' ? target.title : null}
          onClose={() => setPending(undefined)}
          onApply={() =>
            void run(
              () => save(editsByProduct(pending.plan.changes)),
              `Saved ${pending.plan.changes.length} changes ${target.kind === 'release' ? `into the release "${target.title}"` : 'as drafts'}`,
            ).then((ok) => ok && setPending(undefined))
          }
        />
      ) : null}
      {publishing ? (
        <PublishDialog
          rows={ready}
          blocked={
            errors ? unpublished.filter((row) => errors.has(row.draft?._id ?? '')).map((row) => ({ row, errors: errors.get(row.draft?._id ?? '') ?? [] })) : []
          }
          checking={!errors}
          fieldTitle={fieldTitle}
          busy={busy}
          onClose={() => setPublishing(false)}
          onPublish={() => void run(() => publish(ready), `Published ${changeCount(ready)} changes`).then((ok) => ok && setPublishing(false))}
        />
      ) : null}
    </Card>
  )
}
