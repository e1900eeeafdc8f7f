import { useEffect, useState } from 'react'
import { useWorkspace, validateDocument, type SanityDocument } from 'sanity'

/** Every field's rules, as the Studio's form would show them: a draft with errors is not published. */
export function useValidationErrors(documents: readonly SanityDocument[] | undefined): Map<string, string[]> | undefined {
  const workspace = useWorkspace()
  // The verdict with the documents it is about: a newer list shows "checking" until its own verdict.
  const [checked, setChecked] = useState<{ documents: readonly SanityDocument[]; errors: Map<string, string[]> }>()
  useEffect(() => {
    if (!documents) return
    let current = true
    const setErrors = (errors: Map<string, string[]>) => current && setChecked({ documents, errors })
    Promise.all(
      documents.map(async (document) => {
        const markers = await validateDocument({ document, workspace, environment: 'studio' })
        return [document._id, markers.filter((marker) => marker.level === 'error').map((marker) => marker.message)] as const
      }),
    ).then(
      (results) => setErrors(new Map(results.filter(([, messages]) => messages.length > 0))),
      (caught: unknown) => setErrors(new Map(documents.map((document) => [document._id, [`Could not be checked: ${String(caught)}`]]))),
    )
    return () => {
      current = false
    }
  }, [documents, workspace])
  return checked && checked.documents === documents ? checked.errors : undefined
}
