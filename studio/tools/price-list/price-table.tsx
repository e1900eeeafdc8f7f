import { ArrowDownIcon } from '@sanity/icons/ArrowDown'
import { ArrowUpIcon } from '@sanity/icons/ArrowUp'
import { Button, Card, Text, useTheme_v2 } from '@sanity/ui'
import { styled } from 'styled-components'
import { PRICE_COLUMNS, formatValue, type PriceField, type PriceValue } from './columns.ts'
import { PriceCell } from './price-cell.tsx'
import { changedFields, type PriceRow, type SortKey } from './rows.ts'

export interface Sort {
  key: SortKey
  descending: boolean
}

interface TableProps {
  rows: readonly PriceRow[]
  sort: Sort
  onSort: (sort: Sort) => void
  onCommit: (row: PriceRow, field: PriceField, value: PriceValue) => Promise<void>
  onPasteBlock: (rowIndex: number, field: PriceField, text: string) => void
}

// A plain HTML table (rows, column headers, cells for screen readers), drawn with the Studio's theme.
const Table = styled.table<{ $bg: string }>`
  border-collapse: separate;
  border-spacing: 0;
  width: 100%;
  min-width: 1080px;
  & th,
  & td {
    border-bottom: 1px solid var(--card-hairline-soft-color);
    padding: 4px 8px;
    text-align: left;
    vertical-align: middle;
    background: ${({ $bg }) => $bg};
  }
  /* The column headings stay on screen while the rows scroll, and the product names while the columns do. */
  & thead th {
    position: sticky;
    top: 0;
    z-index: 4;
    vertical-align: bottom;
  }
  & th:first-child {
    position: sticky;
    left: 0;
    /* Above the inputs, which sit on layers of their own. */
    z-index: 3;
    min-width: 11rem;
    max-width: 16rem;
  }
  & thead th:first-child {
    z-index: 5;
  }
  & td.number {
    width: 9rem;
  }
  & td.text {
    width: 11rem;
  }
  & td.boolean {
    width: 7rem;
  }
`

function SortHeader({ title, sortKey, sort, onSort }: { title: string; sortKey: SortKey; sort: Sort; onSort: (sort: Sort) => void }) {
  const active = sort.key === sortKey
  return (
    <th scope="col" aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <Button
        mode="bleed"
        padding={2}
        fontSize={1}
        text={title}
        iconRight={active ? (sort.descending ? ArrowUpIcon : ArrowDownIcon) : undefined}
        onClick={() => onSort({ key: sortKey, descending: active ? !sort.descending : false })}
      />
    </th>
  )
}

export function PriceTable({ rows, sort, onSort, onCommit, onPasteBlock }: TableProps) {
  // Sticky headings need an opaque background: the card's own colour from the Studio's theme.
  const { color } = useTheme_v2()
  return (
    <Table aria-label="Price list" $bg={color.bg}>
      <thead>
        <tr>
          <SortHeader title="Product" sortKey="name" sort={sort} onSort={onSort} />
          <SortHeader title="ID" sortKey="productId" sort={sort} onSort={onSort} />
          <SortHeader title="Category" sortKey="category" sort={sort} onSort={onSort} />
          {PRICE_COLUMNS.map((column) => (
            <th key={column.field} scope="col">
              <Text size={1} weight="medium">
                {column.title}
              </Text>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => {
          const changed = new Set(changedFields(row))
          return (
            <tr key={row.id}>
              <th scope="row">
                <Text size={1} weight="medium">
                  {row.current.name ?? row.id}
                </Text>
              </th>
              <td>
                <Text size={1} muted>
                  {row.current.productId ?? ''}
                </Text>
              </td>
              <td>
                <Text size={1}>{row.current.category ?? ''}</Text>
              </td>
              {PRICE_COLUMNS.map((column) => (
                <td key={column.field} className={column.kind}>
                  <PriceCell
                    // A value that changes in the lake (another editor, a publish) replaces what the input shows.
                    key={formatValue(row.current[column.field])}
                    row={row}
                    column={column}
                    rowIndex={rowIndex}
                    changed={changed.has(column.field)}
                    onCommit={onCommit}
                    onPasteBlock={onPasteBlock}
                  />
                </td>
              ))}
            </tr>
          )
        })}
      </tbody>
      {rows.length === 0 ? (
        <tfoot>
          <tr>
            <td colSpan={3 + PRICE_COLUMNS.length}>
              <Card padding={4}>
                <Text muted>No product matches.</Text>
              </Card>
            </td>
          </tr>
        </tfoot>
      ) : null}
    </Table>
  )
}
