import { afterEach, describe, expect, it } from 'vitest'
import { sampleRequestList } from './sample-request'
import { useSamples } from './store'

const items = [
  { id: 1, name: 'Cumin Seeds', localName: { text: 'بذور الكمون', lang: 'ar' as const }, slug: 'cumin-seeds', sampleSize: '100 g' },
  { id: 45, name: 'Classic Makhana', slug: 'classic-makhana', sampleSize: '50 g' },
]

afterEach(() => useSamples.setState({ items: [] }))

describe('the sample list as a request sends it', () => {
  it('numbers the samples with their sizes by English name for staff, names them as the buyer read them for the confirmation, and empties the list once sent', () => {
    useSamples.setState({ items })
    const list = sampleRequestList(items)
    expect(list).toMatchObject({ count: 2, block: '1. Cumin Seeds: 100 g\n2. Classic Makhana: 50 g', summary: 'بذور الكمون, Classic Makhana' })
    expect(list.params).toEqual({ samples: list.block })
    list.clear()
    expect(useSamples.getState().items).toEqual([])
  })
})
