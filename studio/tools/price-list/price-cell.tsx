import { Card, Flex, Stack, Switch, Text, TextInput } from '@sanity/ui'
import { useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { formatValue, type PriceColumn, type PriceField, type PriceValue } from './columns.ts'
import { checkEdit, parseCell } from './checks.ts'
import { isBlock } from './paste.ts'
import type { PriceRow } from './rows.ts'

export interface CellProps {
  row: PriceRow
  column: PriceColumn
  rowIndex: number
  /** The draft's value differs from the published one. */
  changed: boolean
  onCommit: (row: PriceRow, field: PriceField, value: PriceValue) => Promise<void>
  onPasteBlock: (rowIndex: number, field: PriceField, text: string) => void
}

const cellId = (row: PriceRow, field: PriceField) => `price-list-${row.id}-${field}`

/** "Changed, was 65": seen under the input and read with it, until the draft is published. */
function ChangedNote({ id, row, field }: { id: string; row: PriceRow; field: PriceField }) {
  const was = row.published ? formatValue(row.published[field]) : ''
  return (
    <Text id={id} size={0} muted>
      {row.published ? `Changed, was ${was === '' ? 'empty' : was}` : 'New, not published'}
    </Text>
  )
}

function useCommit({ row, column, onCommit }: CellProps) {
  const [error, setError] = useState<string>()
  const commit = async (value: PriceValue | undefined) => {
    const reason = checkEdit(column.field, value, row.current)
    setError(reason)
    if (reason || value === undefined || value === row.current[column.field]) return reason
    try {
      await onCommit(row, column.field, value)
    } catch (caught) {
      setError(`Not saved: ${caught instanceof Error ? caught.message : String(caught)}`)
    }
    return undefined
  }
  return { error, setError, commit }
}

export function PriceCell(props: CellProps) {
  const { row, column, rowIndex, changed, onPasteBlock } = props
  const id = cellId(row, column.field)
  const label = `${column.title}, ${row.current.name ?? row.id}`
  const { error, setError, commit } = useCommit(props)
  const [text, setText] = useState(formatValue(row.current[column.field]))
  const describedBy = [changed ? `${id}-changed` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

  const submit = () => {
    if (column.kind === 'boolean') return
    const parsed = text.trim() === '' ? ({ ok: true, value: undefined } as const) : parseCell(column, text)
    if (!parsed.ok) setError(parsed.reason)
    else void commit(parsed.value)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') submit()
    if (event.key === 'Escape') {
      setText(formatValue(row.current[column.field]))
      setError(undefined)
    }
  }
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text/plain')
    if (!isBlock(pasted)) return
    event.preventDefault()
    onPasteBlock(rowIndex, column.field, pasted)
  }

  return (
    <Card tone={error ? 'critical' : changed ? 'caution' : 'default'} padding={1} radius={2}>
      <Stack gap={2}>
        {column.kind === 'boolean' ? (
          <Flex align="center" style={{ minHeight: 33 }}>
            <Switch
              aria-label={label}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              checked={row.current[column.field] === true}
              onChange={(event) => void commit(event.currentTarget.checked)}
            />
          </Flex>
        ) : (
          <TextInput
            id={id}
            aria-label={label}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            customValidity={error}
            inputMode={column.kind === 'number' ? 'decimal' : 'text'}
            fontSize={1}
            padding={2}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onBlur={submit}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
          />
        )}
        {changed ? <ChangedNote id={`${id}-changed`} row={row} field={column.field} /> : null}
        {error ? (
          <Text id={`${id}-error`} size={0}>
            {error}
          </Text>
        ) : null}
      </Stack>
    </Card>
  )
}
