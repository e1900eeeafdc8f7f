import { useEffect, useId, useRef } from 'react'
import { Trans } from '@lingui/react/macro'

interface ConfirmDialogProps {
  open: boolean
  question: string
  confirmLabel: string
  onConfirm: () => void
  onClose: () => void
}

/** Focus starts on Cancel: the safe choice for a destructive action. */
export function ConfirmDialog({ open, question, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      cancelRef.current?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  return (
    <dialog ref={dialogRef} className="confirm-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="confirm-dialog-question">
        {question}
      </h2>
      <div className="confirm-dialog-actions">
        <button ref={cancelRef} type="button" className="button button-ghost" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
