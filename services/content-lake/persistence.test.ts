import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { createClient } from '@sanity/client'
import { describe, expect, it } from 'vitest'
import { Store, type TransactionEvent } from './store.ts'
import { startTestLake, tempDataDir } from './testing.ts'

const lines = async (file: string) => (await readFile(file, 'utf8').catch(() => '')).split('\n').filter((line) => line !== '')

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

  it('journals each write, then folds the journal into one sorted NDJSON file per dataset, leaving no temp files', async () => {
    const { client, lake, dataDir } = await startTestLake()
    await client.create({ _id: 'b', _type: 't' })
    await client.create({ _id: 'a', _type: 't' })
    const { file, journalFile } = lake.store
    expect((await lines(journalFile)).map((line) => JSON.parse(line).put.map((doc: { _id: string }) => doc._id))).toEqual([['b'], ['a']])
    await lake.store.compact()
    expect((await lines(file)).map((line) => JSON.parse(line)._id)).toEqual(['a', 'b'])
    expect(await lines(journalFile)).toEqual([])
    expect((await readdir(join(dataDir, 'lake'))).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('keeps every acknowledged write when the lake is killed (SIGKILL) mid-stream', async () => {
    const dataDir = await tempDataDir()
    const child = spawn(process.execPath, [join(import.meta.dirname, 'crash-fixture.ts'), dataDir], { stdio: ['ignore', 'pipe', 'inherit'] })
    const [first] = (await once(createInterface({ input: child.stdout }), 'line')) as [string]
    const { url, token } = JSON.parse(first) as { url: string; token: string }
    const client = createClient({
      projectId: 'embedded',
      dataset: 'production',
      apiVersion: '2025-02-19',
      apiHost: url,
      useProjectHostname: false,
      useCdn: false,
      token,
    })
    const acknowledged: string[] = []
    const writing = (async () => {
      for (let i = 0; ; i++) {
        await client.create({ _id: `doc-${i}`, _type: 't', text: 'x'.repeat(i * 97) })
        acknowledged.push(`doc-${i}`)
      }
    })().catch(() => undefined)
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 5))
    child.kill('SIGKILL')
    await writing
    await once(child, 'exit').catch(() => undefined)
    const reopened = await Store.open({ dataDir, dataset: 'production' })
    for (const id of acknowledged) expect(reopened.get(id), id).toBeDefined()
    await reopened.close()
  })

  it('drops a journal line cut off by a crash (never acknowledged), and appends after it cleanly', async () => {
    const { client, lake, dataDir } = await startTestLake()
    await client.create({ _id: 'kept', _type: 't' })
    const journalFile = lake.store.journalFile
    await lake.close()
    await appendFile(journalFile, '{"transactionId":"torn","timestamp":"2026-01-01T00:00:00Z","put":[{"_id":"lost"')
    const second = await startTestLake({ dataDir })
    expect(second.lake.store.get('kept')).toBeDefined()
    expect(second.lake.store.get('lost')).toBeUndefined()
    await second.client.create({ _id: 'after', _type: 't' })
    await second.lake.close()
    const third = await Store.open({ dataDir, dataset: 'production' })
    expect(third.documents().map((doc) => doc._id)).toEqual(['after', 'kept'])
    await third.close()
  })

  it('replays a journal the dataset file already holds (a crash during compaction) to the same documents', async () => {
    const { client, lake, dataDir } = await startTestLake()
    await client.create({ _id: 'a', _type: 't', n: 1 })
    await client.patch('a').set({ n: 2 }).commit()
    await client.create({ _id: 'b', _type: 't' })
    await client.delete('b')
    const journal = await readFile(lake.store.journalFile)
    const before = lake.store.documents()
    await lake.close()
    expect(await lines(lake.store.journalFile)).toEqual([])
    await writeFile(lake.store.journalFile, journal)
    const reopened = await Store.open({ dataDir, dataset: 'production' })
    expect(reopened.documents()).toEqual(before)
    await reopened.close()
  })

  it('opens a data directory of the earlier format (the dataset file alone) and keeps writing to it', async () => {
    const dataDir = await tempDataDir()
    const earlier = { _id: 'old', _type: 't', _rev: 'r1', _createdAt: '2025-01-01T00:00:00Z', _updatedAt: '2025-01-01T00:00:00Z' }
    const first = await Store.open({ dataDir, dataset: 'production' })
    await first.close()
    await writeFile(first.file, `${JSON.stringify(earlier)}\n`)
    const { client, lake } = await startTestLake({ dataDir })
    expect(lake.store.get('old')).toEqual(earlier)
    await client.create({ _id: 'new', _type: 't' })
    await lake.close()
    expect((await lines(first.file)).map((line) => JSON.parse(line)._id)).toEqual(['new', 'old'])
  })

  it('does not persist a failed or dry-run transaction', async () => {
    const { client, lake } = await startTestLake()
    await client.create({ _id: 'a', _type: 't', n: 1 })
    const files = [lake.store.file, lake.store.journalFile]
    const saved = await Promise.all(files.map((file) => readFile(file, 'utf8').catch(() => '')))
    await expect(
      client
        .transaction()
        .patch('a', (p) => p.set({ n: 2 }))
        .create({ _id: 'a', _type: 't' })
        .commit(),
    ).rejects.toThrow()
    const dry = await client.patch('a').set({ n: 3 }).commit({ dryRun: true })
    expect(dry.n).toBe(3)
    expect(await Promise.all(files.map((file) => readFile(file, 'utf8').catch(() => '')))).toEqual(saved)
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

  it('refuses to start on a corrupt data file or journal line instead of dropping documents, and says which', async () => {
    const dataDir = await tempDataDir()
    const first = await Store.open({ dataDir, dataset: 'production' })
    await first.close()
    await writeFile(first.file, '{"_id":"a","_type":"t"}\nnot json\n')
    await expect(Store.open({ dataDir, dataset: 'production' })).rejects.toThrow(`${first.file}:2 is not valid JSON`)
    await writeFile(first.file, '')
    await writeFile(first.journalFile, '{"transactionId":"t","timestamp":"x","put":[],"delete":[]}\n{"put":"damaged"}\n')
    await expect(Store.open({ dataDir, dataset: 'production' })).rejects.toThrow(`${first.journalFile}:2 is not a journal entry`)
    expect(await readFile(first.journalFile, 'utf8')).toContain('damaged')
  })
})
