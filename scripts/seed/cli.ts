/** `npm run seed`: writes the seed content into the embedded lake (default) or a Sanity project. */
import { createClient } from '@sanity/client'
import { UserError, runCli } from '../../services/shared/cli.ts'
import { readLakeToken } from '../../services/content-lake/token.ts'
import { toolConfig } from '../../services/shared/config.ts'
import { seed } from './import.ts'
import { resolveSeedTarget } from '../lib/target.ts'

function isConnectionError(error: unknown): boolean {
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH']
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if (codes.includes((cause as { code?: string }).code ?? '')) return true
  }
  return false
}

runCli(async () => {
  const config = toolConfig()
  const target = resolveSeedTarget(process.env, config.lakeUrl, () => readLakeToken(config.dataDir))
  try {
    const result = await seed(createClient(target.client))
    console.log(`Seeded ${target.label}: ${result.created} documents written, ${result.unchanged} unchanged.`)
  } catch (error) {
    if (target.kind === 'embedded' && isConnectionError(error)) {
      throw new UserError(`The content lake is not running at ${target.label}. Start it with \`npm run lake\`, then run \`npm run seed\` again.`)
    }
    throw error
  }
})
