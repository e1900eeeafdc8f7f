import type { MutationEvent } from '@sanity/client'
import { applyPatch } from 'mendoza'
import { filter, firstValueFrom, take, toArray } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { startTestLake } from './testing.ts'

type Listened = Omit<Partial<MutationEvent>, 'type'> & { type: string }

/** The first `count` events of a listener, once it is connected (after `welcome`, `act` runs). */
async function listenFor(
  test: Awaited<ReturnType<typeof startTestLake>>,
  query: string,
  params: Record<string, unknown>,
  options: Record<string, unknown>,
  count: number,
  act: () => Promise<unknown>,
): Promise<Listened[]> {
  const events = test.client.listen(query, params, { events: ['welcome', 'mutation'], ...options }) as unknown as import('rxjs').Observable<Listened>
  const mutations = firstValueFrom(
    events.pipe(
      filter((event) => event.type === 'mutation'),
      take(count),
      toArray(),
    ),
  )
  const welcome = firstValueFrom(events.pipe(filter((event) => event.type === 'welcome')))
  await welcome
  await act()
  return mutations
}

describe('listen (server-sent events)', () => {
  it('sends the net effect of each change with the revision chain the Studio checks', async () => {
    const test = await startTestLake()
    const { client } = test
    const events = await listenFor(test, '*[_type == $type]', { type: 'product' }, { effectFormat: 'mendoza', includeResult: true }, 3, async () => {
      await client.mutate([{ create: { _id: 'product-1', _type: 'product', price: 1 } }], { transactionId: 'tx-create' })
      await client.mutate([{ patch: { id: 'product-1', set: { price: 2 } } }], { transactionId: 'tx-patch' })
      await client.mutate([{ delete: { id: 'product-1' } }], { transactionId: 'tx-delete' })
    })
    expect(events.map((event) => [event.transactionId, event.transition, event.previousRev, event.resultRev])).toEqual([
      ['tx-create', 'appear', undefined, 'tx-create'],
      ['tx-patch', 'update', 'tx-create', 'tx-patch'],
      ['tx-delete', 'disappear', 'tx-patch', 'tx-delete'],
    ])
    const [, update, removal] = events
    expect(update?.mutations).toEqual([{ createOrReplace: expect.objectContaining({ _id: 'product-1', price: 2, _rev: 'tx-patch' }) }])
    expect(update?.result).toMatchObject({ price: 2 })
    expect(removal?.mutations).toEqual([{ delete: { id: 'product-1' } }])
    // The effect turns the previous document (without _rev) into the next one.
    const effects = update?.effects as { apply: unknown[] } | undefined
    expect(applyPatch({ _id: 'product-1', _type: 'product', price: 1 }, effects?.apply ?? [])).toMatchObject({ price: 2 })
    expect(update).toMatchObject({
      documentId: 'product-1',
      eventId: 'tx-patch#product-1',
      visibility: 'query',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
    })
  })

  it('includes drafts, counts a publish as one transaction of two events, and skips what the query excludes', async () => {
    const test = await startTestLake()
    const { client } = test
    await client.createOrReplace({ _id: 'product-1', _type: 'product', price: 1 })
    await client.createOrReplace({ _id: 'post-1', _type: 'blogPost' })
    const events = await listenFor(test, '*[_id in $ids]', { ids: ['product-1', 'drafts.product-1'] }, { includeResult: false }, 3, async () => {
      await client.patch('post-1').set({ title: 'ignored' }).commit()
      await client.action(
        { actionType: 'sanity.action.document.edit', draftId: 'drafts.product-1', publishedId: 'product-1', patch: { set: { price: 5 } } },
        { transactionId: 'tx-edit' },
      )
      await client.action(
        { actionType: 'sanity.action.document.publish', draftId: 'drafts.product-1', publishedId: 'product-1' },
        { transactionId: 'tx-publish' },
      )
    })
    expect(events.map((event) => [event.transactionId, event.documentId, event.transition, event.transactionTotalEvents])).toEqual([
      ['tx-edit', 'drafts.product-1', 'appear', 1],
      ['tx-publish', 'product-1', 'update', 2],
      ['tx-publish', 'drafts.product-1', 'disappear', 2],
    ])
    expect(events[0]).not.toHaveProperty('result')
  })

  it('stops listening to the store when the client disconnects', async () => {
    const test = await startTestLake()
    const listeners = () => test.lake.store.events.listenerCount('transaction')
    // The release scheduler listens for the lake's whole life.
    const before = listeners()
    const subscription = test.client.listen('*', {}, { events: ['welcome'] }).subscribe()
    await expect.poll(listeners).toBe(before + 1)
    subscription.unsubscribe()
    await expect.poll(listeners).toBe(before)
  })

  it('resumes after a reconnect from Last-Event-ID (welcomeback), or asks for a fresh start (reset)', async () => {
    const { lake, client } = await startTestLake()
    await client.mutate([{ createOrReplace: { _id: 'a', _type: 't' } }], { transactionId: 'tx-1' })
    await client.mutate([{ createOrReplace: { _id: 'b', _type: 't' } }], { transactionId: 'tx-2' })
    const open = async (lastEventId: string) => {
      const controller = new AbortController()
      const response = await fetch(`${lake.url}/v1/data/listen/production?query=*&enableResume=true`, {
        headers: { 'Last-Event-ID': lastEventId },
        signal: controller.signal,
      })
      const reader = response.body?.getReader()
      let text = ''
      while (reader && !text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value)
      if (text.startsWith('event: welcomeback')) while (reader && !text.includes('tx-2#b')) text += new TextDecoder().decode((await reader.read()).value)
      controller.abort()
      return text
    }
    const resumed = await open('tx-1#a')
    expect(resumed).toMatch(/^event: welcomeback\n/)
    expect(resumed).toContain('id: tx-2#b')
    expect(resumed).not.toContain('tx-1#a')
    expect(await open('forgotten#x')).toMatch(/^event: reset\n/)
  })

  it('answers 400 for a missing or malformed query', async () => {
    const { lake } = await startTestLake()
    expect((await fetch(`${lake.url}/v1/data/listen/production`)).status).toBe(400)
    expect((await fetch(`${lake.url}/v1/data/listen/production?query=*[`)).status).toBe(400)
  })
})
