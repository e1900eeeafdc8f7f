import { TagIcon } from '@sanity/icons/Tag'
import type { Tool } from 'sanity'
import { PriceListTool } from './price-list-tool.tsx'

/** The Studio's "Price list" tool (top bar): every product's prices in one table, CSV out and in. */
export const priceListTool = (): Tool => ({ name: 'price-list', title: 'Price list', icon: TagIcon, component: PriceListTool })
