/**
 * Builds the site: the React Router build pre-renders every route from the content, so the
 * content server must answer during the build (the embedded lake is started for it if needed).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import type { ToolConfig } from '../../services/shared/config.ts'
import { UserError } from '../../services/shared/cli.ts'
import { lakeAnswers, startEmbeddedLake, type RunningService } from '../lib/services.ts'
import { postBuild } from './post-build.ts'

/** The VITE_ values the bundle is built with: the ports of the embedded services, unless set. */
export function buildEnv(config: ToolConfig): NodeJS.ProcessEnv {
  return {
    ...process.env,
    VITE_LAKE_PORT: String(config.lakePort),
    VITE_MAIL_PORT: String(config.mailPort),
    VITE_SITE_URL: config.siteUrl,
    VITE_STUDIO_URL: config.studioUrl,
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new UserError(`${path.basename(command)} ${args.join(' ')} failed (exit ${code})`))))
  })
}

/** Runs `work` while the content server answers: the embedded lake is started for it if needed. */
export async function withContent<T>(config: ToolConfig, work: () => Promise<T>, log: (line: string) => void = console.log): Promise<T> {
  let lake: RunningService | null = null
  if (config.embedded && !(await lakeAnswers(config.lakeUrl))) {
    lake = await startEmbeddedLake(config, log)
  }
  try {
    return await work()
  } finally {
    await lake?.close()
  }
}

/** `react-router build`: the bundles and the pre-rendered pages, as React Router writes them. */
export async function reactRouterBuild(config: ToolConfig): Promise<void> {
  const bin = path.join(config.root, 'node_modules', '.bin', 'react-router')
  await run(bin, ['build'], buildEnv(config), config.root)
}

export async function buildSite(config: ToolConfig, log: (line: string) => void = console.log): Promise<void> {
  await withContent(
    config,
    async () => {
      const started = Date.now()
      await reactRouterBuild(config)
      await postBuild(config)
      log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    },
    log,
  )
}
