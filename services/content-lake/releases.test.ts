import type { Action } from '@sanity/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyActions } from './actions.ts'
import { startReleaseScheduler } from './release-scheduler.ts'
import { Store } from './store.ts'
import { anonymousRequest, clientFor, request, startTestLake, tempDataDir } from './testing.ts'

const cumin = { _id: 'product-1', _type: 'product', name: 'Cumin', price: 65, bulkPrice: 420 }
const chilli = { _id: 'product-2', _type: 'product', name: 'Chilli', price: 80, bulkPrice: 510 }
// The client's types list each action's exact fields; these build them from a few words.
const release = (actionType: string, extra: Record<string, unknown> = {}) =>
  ({ actionType: `sanity.action.release.${actionType}`, releaseId: 'rSpring', ...extra }) as Action
const newVersion = (publishedId: string) =>
  ({
    actionType: 'sanity.action.document.version.create',
    publishedId,
    baseId: publishedId,
    versionId: `versions.rSpring.${publishedId}`,
  }) as Action
const editVersion = (publishedId: string, set: Record<string, unknown>) =>
  ({
    actionType: 'sanity.action.document.edit',
    draftId: `versions.rSpring.${publishedId}`,
    publishedId,
    patch: { set },
  }) as Action

async function springPrices() {
  const test = await startTestLake()
  await test.client.transaction().createOrReplace(cumin).createOrReplace(chilli).commit()
  await test.client.action([
    release('create', { metadata: { title: 'Spring prices', releaseType: 'scheduled', intendedPublishAt: '2026-12-01T00:00:00.000Z' } }),
    newVersion('product-1'),
    newVersion('product-2'),
  ])
  await test.client.action([editVersion('product-1', { price: 70 }), editVersion('product-2', { price: 85 })])
  return test
}

afterEach(() => {
  vi.useRealTimers()
})

describe('content releases', () => {
  it('creates a release and versions of documents in it, edited apart from drafts and the published document', async () => {
    const { client } = await springPrices()
    expect(await client.getDocument('_.releases.rSpring')).toMatchObject({
      _type: 'system.release',
      name: 'rSpring',
      state: 'active',
      metadata: { title: 'Spring prices', releaseType: 'scheduled', intendedPublishAt: '2026-12-01T00:00:00.000Z' },
    })
    expect(await client.getDocument('versions.rSpring.product-1')).toMatchObject({ name: 'Cumin', price: 70 })
    expect(await client.getDocument('product-1')).toMatchObject({ price: 65 })
    await client.action(release('edit', { patch: { set: { 'metadata.title': 'Spring price list' } } }))
    expect((await client.getDocument('_.releases.rSpring'))?.metadata).toMatchObject({ title: 'Spring price list' })
  })

  it('reads through perspective stacks: the release over drafts over published, highest first', async () => {
    const { client } = await springPrices()
    await client.createOrReplace({ ...cumin, _id: 'drafts.product-1', price: 66 })
    const prices = (perspective: string[] | 'drafts' | 'published') => client.fetch('*[_type == "product"] | order(_id) {_id, price}', {}, { perspective })
    expect(await prices('published')).toEqual([
      { _id: 'product-1', price: 65 },
      { _id: 'product-2', price: 80 },
    ])
    expect(await prices(['rSpring', 'drafts'])).toEqual([
      { _id: 'product-1', price: 70 },
      { _id: 'product-2', price: 85 },
    ])
    expect(await prices(['drafts', 'rSpring'])).toEqual([
      { _id: 'product-1', price: 66 },
      { _id: 'product-2', price: 85 },
    ])
    expect(await prices(['rSpring'])).toEqual([
      { _id: 'product-1', price: 70 },
      { _id: 'product-2', price: 85 },
    ])
  })

  it('never shows an anonymous reader a version or a release, whatever perspective it asks', async () => {
    const { lake } = await springPrices()
    const anonymous = clientFor(lake, { anonymous: true })
    for (const perspective of [['rSpring', 'drafts'], ['rSpring'], 'raw', 'drafts'] as const) {
      expect(await anonymous.fetch('*[_type == "product"] | order(_id).price', {}, { perspective: perspective as never })).toEqual([65, 80])
      expect(await anonymous.fetch('count(*[_id in path("versions.**") || _id in path("_.**")])', {}, { perspective: perspective as never })).toBe(0)
    }
    const doc = await anonymousRequest(lake, '/v2025-02-19/data/doc/production/versions.rSpring.product-1,_.releases.rSpring')
    expect(doc.body).toMatchObject({ documents: [], omitted: [{ reason: 'permission' }, { reason: 'permission' }] })
    const exported = await anonymousRequest(lake, '/v2025-02-19/data/export/production')
    expect(exported.status).toBe(401)
  })

  it('publishes every version of a release in one transaction, and keeps it as published', async () => {
    const { client, lake } = await springPrices()
    await client.action(release('publish'), { transactionId: 'publish-spring' })
    const [one, two] = await client.getDocuments(['product-1', 'product-2'])
    expect(one).toMatchObject({ price: 70, _rev: 'publish-spring' })
    expect(two).toMatchObject({ price: 85, _rev: 'publish-spring' })
    expect(await client.fetch('count(*[_id in path("versions.**")])', {}, { perspective: 'raw' })).toBe(0)
    expect(await client.getDocument('_.releases.rSpring')).toMatchObject({
      state: 'published',
      finalDocumentStates: [{ id: 'product-1' }, { id: 'product-2' }],
    })
    const transaction = lake.store.log().at(-1)!
    expect(transaction.documentIds.sort()).toEqual(['_.releases.rSpring', 'product-1', 'product-2', 'versions.rSpring.product-1', 'versions.rSpring.product-2'])
    await expect(client.action(release('publish'))).rejects.toMatchObject({ statusCode: 409 })
  })

  it('unpublishes a document whose version is marked for it when the release is published', async () => {
    const { client } = await springPrices()
    await client.action({ actionType: 'sanity.action.document.version.unpublish', versionId: 'versions.rSpring.product-2', publishedId: 'product-2' })
    await client.action(release('publish'))
    expect(await client.getDocument('product-2')).toBeUndefined()
    expect(await client.getDocument('product-1')).toMatchObject({ price: 70 })
  })

  it('schedules (locking its versions) and unschedules; archives, unarchives and deletes', async () => {
    const { client } = await springPrices()
    await client.action(release('schedule', { publishAt: '2030-01-01T00:00:00Z' }))
    expect(await client.getDocument('_.releases.rSpring')).toMatchObject({ state: 'scheduled', publishAt: '2030-01-01T00:00:00.000Z' })
    await expect(client.action(editVersion('product-1', { price: 1 }))).rejects.toMatchObject({ statusCode: 409 })
    await expect(client.action(release('archive'))).rejects.toMatchObject({ statusCode: 409 })
    await client.action(release('unschedule'))
    expect(await client.getDocument('_.releases.rSpring')).not.toHaveProperty('publishAt')
    await expect(client.action(release('delete'))).rejects.toMatchObject({ statusCode: 409 })
    await client.action(release('archive'))
    expect(await client.getDocument('_.releases.rSpring')).toMatchObject({ state: 'archived' })
    expect(await client.getDocument('versions.rSpring.product-1')).toBeUndefined()
    await client.action(release('unarchive'))
    expect(await client.getDocument('versions.rSpring.product-1')).toMatchObject({ price: 70 })
    await client.action(release('archive'))
    await client.action(release('delete'))
    expect(await client.getDocument('_.releases.rSpring')).toBeUndefined()
    await client.action(release('create'))
    await client.action({
      actionType: 'sanity.action.document.version.create',
      publishedId: 'product-3',
      document: { _id: 'versions.rSpring.product-3', _type: 'product', name: 'Saffron' },
    })
    await client.action({ actionType: 'sanity.action.document.version.discard', versionId: 'versions.rSpring.product-3' })
    expect(await client.getDocument('versions.rSpring.product-3')).toBeUndefined()
  })

  it('refuses versions of a release that does not exist and ids that do not belong together', async () => {
    const { lake } = await springPrices()
    const post = (actions: unknown) =>
      request(lake, '/v2025-02-19/data/actions/production', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ actions }),
      })
    expect((await post([{ ...newVersion('product-1'), versionId: 'versions.rNone.product-1' }])).status).toBe(409)
    expect((await post([{ ...newVersion('product-1'), versionId: 'versions.rSpring.product-2' }])).status).toBe(400)
    expect((await post([release('create')])).status).toBe(409)
    expect((await post([{ actionType: 'sanity.action.release.create', releaseId: '../x' }])).status).toBe(400)
  })
})

describe('the release scheduler', () => {
  async function storeWithScheduledRelease(dataDir: string, publishAt: string) {
    const store = await Store.open({ dataDir, dataset: 'production' })
    await store.transact((set) => {
      set.put(cumin)
      set.put(chilli)
      applyActions(set, [release('create', { metadata: { title: 'Spring prices' } }), newVersion('product-1'), newVersion('product-2')], {
        now: new Date().toISOString(),
        userId: 'test',
      })
      applyActions(set, [editVersion('product-1', { price: 70 }), editVersion('product-2', { price: 85 }), release('schedule', { publishAt })], {
        now: new Date().toISOString(),
        userId: 'test',
      })
    })
    return store
  }

  it('publishes a scheduled release at its time, both prices in one transaction', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-12-01T08:00:00Z') })
    const store = await storeWithScheduledRelease(await tempDataDir(), '2026-12-01T08:01:00Z')
    const log: string[] = []
    const scheduler = startReleaseScheduler(store, (line) => log.push(line))
    await scheduler.idle()
    await vi.advanceTimersByTimeAsync(59_000)
    expect(store.get('product-1')?.price).toBe(65)
    await vi.advanceTimersByTimeAsync(1_000)
    await scheduler.idle()
    await store.flush()
    expect([store.get('product-1')?.price, store.get('product-2')?.price]).toEqual([70, 85])
    expect(store.get('product-1')?._rev).toBe(store.get('product-2')?._rev)
    expect(store.get('_.releases.rSpring')).toMatchObject({ state: 'published', publishedAt: '2026-12-01T08:01:00.000Z' })
    expect(log).toEqual(['Published the release "Spring prices" (2 documents).'])
    scheduler.stop()
    await store.close()
  })

  it('publishes at start a release whose time passed while the lake was stopped, and says so', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-12-01T08:00:00Z') })
    const dataDir = await tempDataDir()
    const before = await storeWithScheduledRelease(dataDir, '2026-12-01T09:00:00Z')
    const first = startReleaseScheduler(before, () => undefined)
    await first.idle()
    first.stop()
    await before.flush()
    vi.setSystemTime(new Date('2026-12-02T07:30:00Z'))
    const after = await Store.open({ dataDir, dataset: 'production' })
    expect(after.get('product-1')?.price).toBe(65)
    const log: string[] = []
    const scheduler = startReleaseScheduler(after, (line) => log.push(line))
    await scheduler.idle()
    expect(after.get('product-1')?.price).toBe(70)
    expect(log).toEqual(['Published the release "Spring prices" (2 documents); its time, 2026-12-01T09:00:00.000Z, passed while the content lake was stopped.'])
    scheduler.stop()
    await after.close()
    await before.close()
  })
})

describe("a release's activity", () => {
  it("answers the release document's transactions of this run, newest first, with mendoza effects", async () => {
    const { lake, client } = await springPrices()
    await client.action(release('edit', { patch: { set: { 'metadata.title': 'Spring price list' } } }), { transactionId: 'rename-spring' })
    const response = await request(
      lake,
      '/v2025-02-19/data/history/production/transactions/_.releases.rSpring,versions.rSpring.product-1?excludeContent=true&effectFormat=mendoza&reverse=true&limit=100&toTransaction=rename-spring',
    )
    const lines = (typeof response.body === 'string' ? response.body : JSON.stringify(response.body))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; documentIDs: string[]; effects: Record<string, { apply: unknown[]; revert: unknown[] }> })
    expect(lines.map((line) => line.documentIDs)).toEqual([['_.releases.rSpring'], ['_.releases.rSpring']])
    expect(lines[0]!.id).toBe('rename-spring')
    expect(lines[0]!.effects['_.releases.rSpring']!.revert).toEqual([
      0,
      expect.objectContaining({ metadata: expect.objectContaining({ title: 'Spring prices' }) }),
    ])
    expect(lines[1]!.effects['_.releases.rSpring']!.revert).toEqual([0, null])
    const withoutEffects = await request(lake, '/v2025-02-19/data/history/production/transactions/_.releases.rSpring?excludeContent=true')
    expect(String(withoutEffects.body)).not.toContain('effects')
    const document = await request(lake, '/v2025-02-19/data/history/production/transactions/versions.rSpring.product-1?effectFormat=mendoza')
    expect(document.body).toBe('')
  })
})
