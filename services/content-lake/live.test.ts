import { describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from './testing.ts'

/** Reads a server-sent event stream, one parsed event at a time. */
function eventStream(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  return {
    async next(): Promise<{ event: string; id?: string; data: unknown }> {
      for (;;) {
        const end = buffer.indexOf('\n\n')
        if (end !== -1) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          if (block.startsWith(':')) continue
          const field = (name: string) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2)
          return { event: field('event') ?? 'message', id: field('id'), data: JSON.parse(field('data') ?? 'null') }
        }
        const { value, done } = await reader.read()
        if (done) throw new Error('The stream ended')
        buffer += decoder.decode(value, { stream: true })
      }
    },
    cancel: () => reader.cancel(),
  }
}

async function open({ lake }: TestLake, query = '', headers: Record<string, string> = {}) {
  const controller = new AbortController()
  const response = await fetch(`${lake.url}/v2025-02-19/data/live/events/production${query}`, { signal: controller.signal, headers })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const stream = eventStream(response.body!)
  return { stream, close: () => controller.abort() }
}

describe('live events (Live Content API)', () => {
  it('welcomes, then names the sync tag that queries answer after each change', async () => {
    const test = await startTestLake()
    const { stream, close } = await open(test, '?includeDrafts=true', { Authorization: `Bearer ${test.lake.token}` })
    expect(await stream.next()).toEqual({ event: 'welcome', id: undefined, data: {} })
    const answer = await test.client.fetch('count(*)', {}, { filterResponse: false })
    await test.client.createOrReplace({ _id: 'drafts.p1', _type: 'product', name: 'Cumin' })
    const message = await stream.next()
    expect(message).toMatchObject({ event: 'message', data: { tags: answer.syncTags } })
    expect(message.id).toEqual(expect.any(String))
    close()
  })

  it('tells a stream without includeDrafts of published changes only', async () => {
    const test = await startTestLake()
    const { stream, close } = await open(test)
    expect((await stream.next()).event).toBe('welcome')
    await test.client.createOrReplace({ _id: 'drafts.p1', _type: 'product', name: 'Draft only' })
    const published = await test.client.createOrReplace({ _id: 'p1', _type: 'product', name: 'Published' })
    const message = await stream.next()
    // The first message is the published change: the draft's transaction was not announced.
    expect(message.id).toBe(published._rev)
    close()
  })

  it('hears of drafts only with a credential: an anonymous includeDrafts stream gets published changes only', async () => {
    const test = await startTestLake()
    const { stream, close } = await open(test, '?includeDrafts=true')
    expect((await stream.next()).event).toBe('welcome')
    await test.client.createOrReplace({ _id: 'drafts.p1', _type: 'product', name: 'Draft only' })
    const published = await test.client.createOrReplace({ _id: 'p1', _type: 'product', name: 'Published' })
    expect((await stream.next()).id).toBe(published._rev)
    close()
  })

  it('answers a resumed connection with restart, so the client refetches everything', async () => {
    const test = await startTestLake()
    const { stream, close } = await open(test, '', { 'Last-Event-ID': 'gone' })
    expect((await stream.next()).event).toBe('restart')
    close()
  })
})
