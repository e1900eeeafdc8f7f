/** An error the lake answers with, in Sanity's shape: `{error: {description, type, ...extra}}`. */
export class LakeError extends Error {
  readonly status: number
  readonly type: string
  readonly extra: Record<string, unknown>

  constructor(status: number, type: string, description: string, extra: Record<string, unknown> = {}) {
    super(description)
    this.status = status
    this.type = type
    this.extra = extra
  }

  toBody(): { error: Record<string, unknown> } {
    return { error: { description: this.message, type: this.type, ...this.extra } }
  }
}

export function badRequest(description: string, extra: Record<string, unknown> = {}): LakeError {
  return new LakeError(400, 'httpBadRequest', description, extra)
}

/** Sanity's mutation failure: one top-level description, the per-mutation reasons in `items`. */
export function mutationError(status: number, index: number, item: { description: string; type: string; id?: string }): LakeError {
  return new LakeError(status, 'mutationError', 'Mutation(s) failed with 1 error(s)', {
    items: [{ index, error: item }],
  })
}
