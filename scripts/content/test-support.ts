/** What the content command tests share: running a command as a person would, and reading a whole dataset. */
import { spawn } from 'node:child_process'
import path from 'node:path'
import type { Lake } from '../../services/content-lake/server.ts'

export const root = path.resolve(import.meta.dirname, '..', '..')

export interface CommandResult {
  code: number
  stdout: string
  stderr: string
}

/** Runs `node <script> …args` from the project folder with `env` added, as `npm run` would. */
export function runCommand(script: string, args: string[], env: Record<string, string>, input?: string): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], { cwd: root, env: { ...process.env, ...env }, stdio: 'pipe' })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }))
    child.stdin.end(input ?? '')
  })
}

/** The environment that points the content commands at one embedded lake. */
export function lakeEnv(lake: Lake, dataDir: string): Record<string, string> {
  return { DATA_DIR: dataDir, LAKE_PORT: String(lake.port), SANITY_PROJECT_ID: '', SANITY_DATASET: '', SANITY_WRITE_TOKEN: '', SANITY_READ_TOKEN: '' }
}

/** Every document of a lake, drafts included, through its export endpoint. */
export async function allDocuments(lake: Lake): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${lake.url}/v2025-02-19/data/export/production`, { headers: { Authorization: `Bearer ${lake.token}` } })
  if (!response.ok) throw new Error(`export answered ${response.status}`)
  return (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}
