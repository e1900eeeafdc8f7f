import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Store, type TransactionEvent } from './store.ts'
import { startTestLake, tempDataDir } from './testing.ts'

describe('content lake persistence', () => {
  it('keeps documents and assets across a restart', async () => {
    const first = await startTestLake()
    await first.client.createOrReplace({ _id: 'product-1', _type: 'product', name: 'Black Pepper' })
    await first.client.create({ _id: 'drafts.product-1', _type: 'product', name: 'Black Pepper (draft)' })
    const asset = await first.client.assets.upload('file', Buffer.from('spec sheet'), { filename: 'spec.txt' })
    const before = first.lake.store.documents()
    await first.lake.close()

    const second = await startTestLake({ dataDir: first.dataDir })
    expect(second.lake.store.documents()).toEqual(before)
    expect(await second.client.fetch('*[_type == "product"][0].name')).toBe('Black Pepper')
    expect(await second.client.getDocument('drafts.product-1')).toMatchObject({ name: 'Black Pepper (draft)' })
    const file = await fetch(`${second.lake.url}/${asset.path}`)
    expect(await file.text()).toBe('spec sheet')
  })

  it('writes one NDJSON file per dataset, atomically, leaving no temp files', async () => {
    const { client, dataDir } = await startTestLake()
    await client.create({ _id: 'b', _type: 't' })
    await client.create({ _id: 'a', _type: 't' })
    const dir = join(dataDir, 'lake')
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([])
    const lines = (await readFile(join(dir, 'production.ndjson'), 'utf8')).trim().split('\n')
    expect(lines.map((line) => JSON.parse(line)._id)).toEqual(['a', 'b'])
  })

  it('does not persist a failed or dry-run transaction', async () => {
    const { client, lake, dataDir } = await startTestLake()
    await client.create({ _id: 'a', _type: 't', n: 1 })
    const file = join(dataDir, 'lake', 'production.ndjson')
    const saved = await readFile(file, 'utf8')
    await expect(
      client
        .transaction()
        .patch('a', (p) => p.set({ n: 2 }))
        .create({ _id: 'a', _type: 't' })
        .commit(),
    ).rejects.toThrow()
    const dry = await client.patch('a').set({ n: 3 }).commit({ dryRun: true })
    expect(dry.n).toBe(3)
    expect(await readFile(file, 'utf8')).toBe(saved)
    expect(lake.store.get('a')?.n).toBe(1)
  })

  it('emits one change event per committed transaction', async () => {
    const { client, lake } = await startTestLake()
    const events: TransactionEvent[] = []
    lake.store.events.on('transaction', (event) => events.push(event))
    const { transactionId } = await client.transaction().create({ _id: 'x', _type: 't' }).create({ _id: 'drafts.x', _type: 't' }).commit()
    await client.delete('x')
    expect(events).toHaveLength(2)
    expect(events[0]).toMatchObject({ transactionId, documentIds: ['x', 'drafts.x'], previous: [null, null] })
    expect(events[0]?.next.map((doc) => doc?._rev)).toEqual([transactionId, transactionId])
    expect(events[1]).toMatchObject({ documentIds: ['x'], next: [null] })
    expect(lake.store.log()).toHaveLength(2)
  })

  it('refuses to start on a corrupt data file instead of dropping documents', async () => {
    const dataDir = await tempDataDir()
    const first = await Store.open({ dataDir, dataset: 'production' })
    await writeFile(first.file, '{"_id":"a","_type":"t"}\nnot json\n')
    await expect(Store.open({ dataDir, dataset: 'production' })).rejects.toThrow()
  })
})
