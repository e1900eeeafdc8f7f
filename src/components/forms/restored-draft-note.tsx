/**
 * The note a form shows when its fields came back from a saved draft (useDraft's `restored`), with
 * 'Clear form' to start over. Nothing while `restored` is false.
 */
export function RestoredDraftNote({ restored, onClear }: { restored: boolean; onClear: () => void }) {
  if (!restored) return null
  return (
    <p className="inq-note inq-restored">
      We kept what you typed last time.{' '}
      <button type="button" className="inq-link-button" onClick={onClear}>
        Clear form
      </button>
    </p>
  )
}
