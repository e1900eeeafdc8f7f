import { describe, expect, it } from 'vitest'
import { routes, type Route } from './router.ts'
import { siteRoutes } from './site-api.ts'
import { studioRoutes } from './studio-api.ts'

function matching(table: readonly Route[], path: string): Route[] {
  return table.filter((route) => route.pattern.test(path))
}

/** What only Sanity Studio calls: its account and project endpoints, and history. */
const STUDIO_PATHS = [
  '/v1/users/me',
  '/v2025-02-19/users/me/keyvalue/studio.timezone',
  '/v1/users/p-local',
  '/v1/auth/id',
  '/v1/auth/providers',
  '/v1/auth/login/local',
  '/v1/auth/fetch',
  '/v1/auth/logout',
  '/v1/projects/x',
  '/v1/projects/embedded/datasets',
  '/v1/projects/embedded/datasets/production/acl',
  '/v1/projects/embedded/features/privateDataset',
  '/v1/features',
  '/v1/journey/projects/embedded',
  '/v1/schedules/embedded/production',
  '/v1/help',
  '/v1/intake/telemetry-status',
  '/v1/ping',
  '/v1/data/ping',
  '/v1/data/history/production/documents/a,b',
  '/v1/data/history/production/transactions/a',
  '/v1/data/history/production/events/documents/a',
]

/** What the site, @sanity/client, the seed and the editors' tools call. */
const SITE_PATHS = [
  '/',
  '/v1/data/query/production',
  '/v2025-02-19/data/query/production/',
  '/v1/data/doc/production/a,b',
  '/v1/data/listen/production',
  '/v1/data/live/events/production',
  '/v1/data/mutate/production',
  '/v1/data/actions/production',
  '/v1/assets/images/production',
  '/v1/assets/files/production',
  '/images/embedded/production/abc-1x1.png',
  '/images/embedded/production/abc-1x1.png/ajwain.png',
  '/files/embedded/production/abc.pdf',
]

describe('the lake routes', () => {
  it('are the site API, then the Studio-only endpoints, each route in exactly one table', () => {
    expect(routes).toEqual([...siteRoutes, ...studioRoutes])
    for (const route of routes) {
      const tables = [siteRoutes.includes(route), studioRoutes.includes(route)].filter(Boolean)
      expect(tables, String(route.pattern)).toHaveLength(1)
    }
    expect(new Set(routes).size).toBe(routes.length)
  })

  it('send what only the Studio calls to the Studio table, never to the site API', () => {
    for (const path of STUDIO_PATHS) {
      expect(matching(siteRoutes, path), path).toEqual([])
      expect(matching(studioRoutes, path), path).toHaveLength(1)
    }
  })

  it('send what the site and clients call to the site API, never to the Studio table', () => {
    for (const path of SITE_PATHS) {
      expect(matching(siteRoutes, path), path).toHaveLength(1)
      expect(matching(studioRoutes, path), path).toEqual([])
    }
  })

  it('match nothing else (the dispatcher answers 404)', () => {
    for (const path of ['/v1/nothing', '/v1/data/other/production', '/v1/socket/production', '/v1/usersx', '/nothing', '/v1/data/pingx']) {
      expect(matching(routes, path), path).toEqual([])
    }
  })
})
