import { SearchIcon } from '@sanity/icons/Search'
import { Box, Flex, Select, TextInput } from '@sanity/ui'
import type { ReactNode } from 'react'
import { PRODUCT_CATEGORIES } from '../../../shared/content-lists.ts'

export interface Filters {
  category: string
  search: string
}

/** The category and name filters on the left, the tool's actions on the right (wrapping on a narrow screen). */
export function Toolbar({ filters, onFilters, children }: { filters: Filters; onFilters: (filters: Filters) => void; children: ReactNode }) {
  return (
    <Flex gap={2} wrap="wrap" align="center">
      <Box style={{ minWidth: 180 }}>
        <Select
          aria-label="Category"
          fontSize={1}
          padding={2}
          value={filters.category}
          onChange={(event) => onFilters({ ...filters, category: event.currentTarget.value })}
        >
          <option value="">All categories</option>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </Select>
      </Box>
      <Box style={{ minWidth: 200 }} flex={1}>
        <TextInput
          aria-label="Find a product by name"
          placeholder="Find a product by name"
          icon={SearchIcon}
          fontSize={1}
          padding={2}
          value={filters.search}
          onChange={(event) => onFilters({ ...filters, search: event.currentTarget.value })}
        />
      </Box>
      <Flex gap={2} wrap="wrap">
        {children}
      </Flex>
    </Flex>
  )
}
