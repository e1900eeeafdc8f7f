/**
 * The post-build rewrites (docs/decisions/019-post-build-rewrites.md) change what React Router's
 * pre-render writes. Each one looks for a precise pattern of that output; when the pattern is not
 * there, React Router has changed under it, and the build stops rather than publish pages the
 * rewrite silently left as they were (inline scripts the CSP refuses, hydration before first paint,
 * hydration in one long task).
 */
import { UserError } from '../../services/shared/cli.ts'

export class RouterOutputChanged extends UserError {
  override name = 'RouterOutputChanged'

  /**
   * @param file the page or module, relative to build/client
   * @param rewrite the rewrite's module under scripts/build/
   * @param expected what of React Router's output the rewrite expected, and what it found instead
   */
  constructor(file: string, rewrite: string, expected: string) {
    super(
      `${file}: scripts/build/${rewrite} expected ${expected}. React Router's output has changed under this rewrite: ` +
        'adapt the rewrite, or remove it if the framework now does the same (docs/decisions/019-post-build-rewrites.md).',
    )
  }
}
