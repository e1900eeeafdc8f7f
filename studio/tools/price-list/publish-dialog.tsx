import { Box, Button, Card, Dialog, Flex, Spinner, Stack, Text } from '@sanity/ui'
import type { PriceValue } from './columns.ts'
import { ChangeList } from './change-list.tsx'
import type { CellChange } from './plan.ts'
import { changedFields, otherChangedFields, type PriceRow } from './rows.ts'

/** Every unpublished change of these rows, cell by cell (the price list's own fields). */
export function rowChanges(rows: readonly PriceRow[]): CellChange[] {
  return rows.flatMap((row) =>
    changedFields(row).map((field) => ({
      id: row.id,
      productId: row.current.productId,
      name: row.current.name ?? row.id,
      field,
      from: row.published?.[field],
      to: row.current[field] as PriceValue,
    })),
  )
}

/** How many changes publishing these rows makes: changed cells, plus fields changed in the document form. */
export const changeCount = (rows: readonly PriceRow[]): number => rowChanges(rows).length + rows.reduce((sum, row) => sum + otherChangedFields(row).length, 0)

interface PublishDialogProps {
  /** The rows to publish: changed, and without errors. */
  rows: readonly PriceRow[]
  /** Changed rows whose draft the schema refuses: they stay drafts. */
  blocked: readonly { row: PriceRow; errors: readonly string[] }[]
  /** The drafts are still being checked against the schema. */
  checking: boolean
  fieldTitle: (field: string) => string
  busy: boolean
  onPublish: () => void
  onClose: () => void
}

/** The summary staff confirm before every changed product is published in one transaction. */
export function PublishDialog({ rows, blocked, checking, fieldTitle, busy, onPublish, onClose }: PublishDialogProps) {
  const count = changeCount(rows)
  const others = rows.filter((row) => otherChangedFields(row).length > 0)
  return (
    <Dialog
      id="price-list-publish"
      header={`Publish ${count} ${count === 1 ? 'change' : 'changes'}?`}
      width={2}
      onClose={onClose}
      footer={
        <Flex gap={2} justify="flex-end" padding={3}>
          <Button mode="ghost" text="Cancel" onClick={onClose} disabled={busy} />
          <Button tone="positive" text="Publish" onClick={onPublish} loading={busy} disabled={checking || rows.length === 0} />
        </Flex>
      }
    >
      <Box padding={4}>
        {checking ? (
          <Flex gap={3} align="center">
            <Spinner muted />
            <Text size={1}>Checking the drafts…</Text>
          </Flex>
        ) : (
          <Stack gap={4}>
            {blocked.length > 0 ? (
              <Card tone="critical" padding={3} radius={2} border>
                <Stack as="ul" gap={3} aria-label="Drafts with errors, not published" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {blocked.map(({ row, errors }) => (
                    <Text as="li" key={row.id} size={1}>
                      <strong>{row.current.name ?? row.id}</strong> stays a draft until its form is fixed: {errors.join(' ')}
                    </Text>
                  ))}
                </Stack>
              </Card>
            ) : null}
            <Text size={1}>
              {rows.length === 1 ? 'This product goes' : `These ${rows.length} products go`} live together; buyers see the new prices on their next visit.
            </Text>
            <ChangeList changes={rowChanges(rows)} label="Changes to publish" />
            {others.length > 0 ? (
              <Stack as="ul" gap={3} aria-label="Other changes in these drafts" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {others.map((row) => (
                  <Text as="li" key={row.id} size={1} muted>
                    <strong>{row.current.name ?? row.id}</strong> also has changes made in its form: {otherChangedFields(row).map(fieldTitle).join(', ')}
                  </Text>
                ))}
              </Stack>
            ) : null}
          </Stack>
        )}
      </Box>
    </Dialog>
  )
}
