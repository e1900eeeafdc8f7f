/**
 * The site's CSS is written in logical properties, so Arabic (right to left) mirrors the layout
 * without a stylesheet of its own: `margin-inline-start`, not `margin-left` (docs/decisions/043).
 */
export default {
  plugins: ['stylelint-plugin-logical-css'],
  rules: {
    'logical-css/require-logical-properties': [
      true,
      {
        // Sizes and the scroll axes read the same in both directions; inline-size would only rename them.
        ignore: [
          'width',
          'min-width',
          'max-width',
          'height',
          'min-height',
          'max-height',
          'overflow-x',
          'overflow-y',
          'overscroll-behavior-x',
          'overscroll-behavior-y',
        ],
      },
    ],
    'logical-css/require-logical-keywords': true,
  },
}
