import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { buildSeed } from '../../scripts/seed/documents.ts'
import { EXPIRING_FILTER, expiringParams } from './compliance.ts'

const { documents } = buildSeed()

async function toRenew(today: string): Promise<string[]> {
  const params = expiringParams(today)
  const query = `*[${EXPIRING_FILTER}] | order(expiresOn asc)._id`
  return (await (await evaluate(parse(query, { params }), { dataset: documents, params })).get()) as string[]
}

describe('the desk list of compliance papers to renew', () => {
  it('lists the expired seed paper, and nothing that is valid for more than 30 days', async () => {
    expect(await toRenew('2026-11-25')).toEqual(['complianceDocument-2'])
  })

  it('adds a paper 30 days before its expiry', async () => {
    // complianceDocument-6 (Spices Board certificate of turmeric) is valid until 2027-08-19.
    expect(await toRenew('2027-07-20')).toEqual(['complianceDocument-2'])
    expect(await toRenew('2027-07-21')).toEqual(['complianceDocument-2', 'complianceDocument-6'])
  })
})
