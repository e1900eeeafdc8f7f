import { transformAsync } from '@babel/core'
import type { Plugin } from 'vite'

const MACRO_IMPORT = /from\s+['"]@lingui\/(core|react)\/macro['"]/
const SOURCE = /\.[cm]?[jt]sx?$/

/**
 * Lingui's macros (`<Trans>`, t`…`, msg`…`) compiled by its own Babel plugin, in the files that use
 * them only. Lingui's Vite plugin can do this natively, but npm skips its native binding when it runs
 * on a Node older than the binding asks for, as the system's does (docs/decisions/039).
 */
export function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      })
      if (!result?.code) throw new Error(`Lingui's macros could not be compiled in ${file}.`)
      return { code: result.code, map: result.map }
    },
  }
}
