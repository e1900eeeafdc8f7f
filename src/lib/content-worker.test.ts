import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake } from '../../services/content-lake/testing.ts'
import type { ContentRequest, ContentResponse } from './content-worker'

/** The worker's global scope, faked: what it posts back is collected. */
const posted: ContentResponse[] = []
const scope: { onmessage: ((event: { data: ContentRequest }) => Promise<void>) | null; postMessage: (m: ContentResponse) => void } = {
  onmessage: null,
  postMessage: (message) => posted.push(message),
}

beforeAll(async () => {
  ;(globalThis as { self?: unknown }).self = scope
  await import('./content-worker')
})

afterAll(() => {
  delete (globalThis as { self?: unknown }).self
})

async function ask(request: ContentRequest): Promise<ContentResponse> {
  if (!scope.onmessage) throw new Error('the worker did not listen')
  await scope.onmessage({ data: request })
  const answer = posted.find((m) => m.id === request.id)
  if (!answer) throw new Error(`no answer to ${request.id}`)
  return answer
}

describe('the content worker', () => {
  it('runs a GROQ query with @sanity/client and posts the result back under the request’s id', async () => {
    const { lake, client } = await startTestLake()
    await client.createOrReplace({ _id: 'product-1', _type: 'product', name: 'Green Cardamom', category: 'Whole Spices' })
    const config = {
      projectId: 'embedded',
      dataset: 'production',
      apiVersion: '2025-02-19',
      apiHost: lake.url,
      useProjectHostname: false,
      useCdn: false,
      maxRetries: 0,
    }
    const answer = await ask({ id: 7, query: '*[_type == "product" && category == $category].name', params: { category: 'Whole Spices' }, config })
    expect(answer).toEqual({ id: 7, ok: true, result: ['Green Cardamom'] })
  })

  it('posts a failure as a plain error with its status, so the page can say the content is unavailable', async () => {
    const { lake } = await startTestLake()
    const config = {
      projectId: 'embedded',
      dataset: 'production',
      apiVersion: '2025-02-19',
      apiHost: lake.url,
      useProjectHostname: false,
      useCdn: false,
      maxRetries: 0,
    }
    const answer = await ask({ id: 8, query: '*[_type == ', params: {}, config })
    expect(answer.ok).toBe(false)
    if (!answer.ok) {
      expect(answer.error.statusCode).toBe(400)
      expect(answer.error.message).not.toBe('')
      // What crosses threads must survive structured cloning.
      expect(structuredClone(answer)).toEqual(answer)
    }
  })

  it('says so when the content server cannot be reached', async () => {
    const config = {
      projectId: 'embedded',
      dataset: 'production',
      apiVersion: '2025-02-19',
      apiHost: 'http://127.0.0.1:9',
      useProjectHostname: false,
      useCdn: false,
      maxRetries: 0,
    }
    const answer = await ask({ id: 9, query: 'count(*)', params: {}, config })
    expect(answer.ok).toBe(false)
    if (!answer.ok) expect(answer.error.statusCode).toBeUndefined()
  })
})
