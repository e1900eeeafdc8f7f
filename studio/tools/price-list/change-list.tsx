import { Stack, Text } from '@sanity/ui'
import { columnOf, formatValue } from './columns.ts'
import type { CellChange } from './plan.ts'

const shown = (value: unknown) => {
  const text = formatValue(value)
  return text === '' ? 'empty' : text
}

/** "Cumin Seeds — Household price (₹ per pack): 65 → 70", one line per changed cell. */
export function ChangeList({ changes, label }: { changes: readonly CellChange[]; label: string }) {
  return (
    <Stack as="ul" gap={3} aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {changes.map((change) => (
        <Text as="li" key={`${change.id}-${change.field}`} size={1}>
          <strong>{change.name}</strong> — {columnOf(change.field).title}: {shown(change.from)} → {shown(change.to)}
        </Text>
      ))}
    </Stack>
  )
}
