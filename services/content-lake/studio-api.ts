/**
 * The endpoints only Sanity Studio calls: its account and project endpoints (users, auth, projects,
 * subscriptions, features, journey, schedules, help, intake, ping), answered for one local editor, and document
 * history, answered empty. Neither the site nor a tool needs them; they exist so the Studio starts
 * and works offline. The Studio's presence socket (routes/socket.ts) is Studio-only too, but it
 * arrives as an HTTP upgrade, which server.ts hands to it directly.
 */
import type { Handler, Route } from './router.ts'
import { handleHistory } from './routes/history.ts'
import { handleStudio } from './routes/studio.ts'

export const studioRoutes: readonly Route[] = [
  { methods: ['GET', 'HEAD'], pattern: /^\/v[^/]+\/data\/history\/([^/]+)\/([a-z]+)\/.*$/, handle: handleHistory as Handler },
  // routes/studio.ts checks the method of each endpoint itself.
  {
    methods: ['GET', 'HEAD', 'PUT', 'POST', 'PATCH'],
    pattern: /^\/v[^/]+\/((?:users|auth|projects|subscriptions|features|journey|schedules|help|intake|ping|data\/ping)(?:\/.*)?)$/,
    handle: handleStudio as Handler,
  },
]
