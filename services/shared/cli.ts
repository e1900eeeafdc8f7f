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

/** Runs a command-line entry point; a UserError prints one clear line and exits 1. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof UserError) {
      console.error(`Error: ${error.message}`)
    } else {
      console.error(error)
    }
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
