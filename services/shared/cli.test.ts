import path from 'node:path'
import { parseArgs } from 'node:util'
import { describe, expect, it } from 'vitest'
import { UserError, userMessage } from './cli'

/** What parseArgs throws for `args`, with the options of a command that takes --runs and --busy. */
function parseError(args: string[]): unknown {
  try {
    parseArgs({ args, options: { runs: { type: 'string' }, busy: { type: 'boolean' } } })
  } catch (error) {
    return error
  }
  throw new Error(`parseArgs accepted ${args.join(' ')}`)
}

describe('userMessage', () => {
  it('prints a UserError as one line', () => {
    expect(userMessage(new UserError('--runs must be a whole number of at least 1'))).toBe('Error: --runs must be a whole number of at least 1')
  })

  it('answers an unknown option with its name and where the options are described, not a stack trace', () => {
    const script = path.join(process.cwd(), 'scripts/bench/lighthouse.ts')
    const message = userMessage(parseError(['--help']), script)
    expect(message).toMatch(/^Error: Unknown option '--help'/)
    expect(message).toContain('The options are listed at the head of scripts/bench/lighthouse.ts.')
    expect(message).not.toContain('\n')
  })

  it('answers an option given without its value', () => {
    expect(userMessage(parseError(['--runs']), '/somewhere/cmd.ts')).toMatch(/^Error: Option '--runs <value>' argument missing\..* \/somewhere\/cmd\.ts\.$/)
  })

  it('leaves any other failure to be printed in full', () => {
    expect(userMessage(new TypeError('x is undefined'))).toBeNull()
    expect(userMessage(Object.assign(new Error('taken'), { code: 'EADDRINUSE' }))).toBeNull()
    expect(userMessage('a string')).toBeNull()
  })
})
