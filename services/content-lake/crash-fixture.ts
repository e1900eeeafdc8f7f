/** A lake in a process of its own, for the crash tests: prints its URL and token, then serves until killed. */
import { startLake } from './server.ts'

const lake = await startLake({ dataDir: process.argv[2]!, port: 0 })
process.stdout.write(`${JSON.stringify({ url: lake.url, token: lake.token })}\n`)
