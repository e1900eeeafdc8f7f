import path from 'node:path'

/** A failure the user can fix from its message alone: printed as one line, no stack trace. */
export class UserError extends Error {
  override name = 'UserError'
}

export function isAddressInUse(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'EADDRINUSE'
}

export function portInUse(port: number, envName: string): UserError {
  return new UserError(`Port ${port} is in use: stop what runs there, or set ${envName} to a free port.`)
}

/**
 * The one line to print for a failure the user can fix, or null for a bug (printed in full).
 * Besides UserError, node:util's parseArgs rejects an unknown or malformed option (ERR_PARSE_ARGS_…):
 * that is a wrong command line, answered by where the command's options are described.
 */
export function userMessage(error: unknown, script = process.argv[1]): string | null {
  if (error instanceof UserError) return `Error: ${error.message}`
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_') && error instanceof Error) {
    const relative = script ? path.relative(process.cwd(), script) : ''
    const shown = relative && !relative.startsWith('..') ? relative : script
    const where = shown ? ` The options are listed at the head of ${shown}.` : ''
    return `Error: ${error.message.replace(/\.?$/, '.')}${where}`
  }
  return null
}

/** Runs a command-line entry point; a failure the user can fix prints one clear line, and it exits 1. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const message = userMessage(error)
    if (message !== null) console.error(message)
    else console.error(error)
    process.exit(1)
  })
}

export function onShutdown(close: () => Promise<void>): void {
  let closing = false
  const stop = () => {
    if (closing) return
    closing = true
    close().finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
