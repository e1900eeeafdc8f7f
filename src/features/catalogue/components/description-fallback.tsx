import { Trans } from '@lingui/react/macro'

/** A product's text when staff left its description blank. */
export function DescriptionFallback() {
  return <Trans>Explore our wide range of aromatic spices and premium makhana, sourced from the finest farms of India.</Trans>
}
