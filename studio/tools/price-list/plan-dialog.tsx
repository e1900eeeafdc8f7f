import { Box, Button, Card, Dialog, Flex, Heading, Stack, Text } from '@sanity/ui'
import { ChangeList } from './change-list.tsx'
import type { ChangePlan } from './plan.ts'

interface PlanDialogProps {
  /** What was read: "the uploaded file", "the pasted cells". */
  source: string
  plan: ChangePlan
  busy: boolean
  /** Where applied changes go: `null` for drafts, else the release's title. */
  release: string | null
  onApply: () => void
  onClose: () => void
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** Nothing is written from here until staff press Apply. */
export function PlanDialog({ source, plan, busy, release, onApply, onClose }: PlanDialogProps) {
  const { changes, problems, validLines } = plan
  const applyText = problems.length === 0 ? `Apply ${plural(changes.length, 'change')}` : `Apply the ${plural(validLines, 'valid row')}`
  return (
    <Dialog
      id="price-list-plan"
      header={problems.length > 0 ? `Check ${source}: ${plural(problems.length, 'row')} cannot be used` : `Check ${source}`}
      width={2}
      onClose={onClose}
      footer={
        <Flex gap={2} justify="flex-end" padding={3}>
          <Button mode="ghost" text="Cancel" onClick={onClose} disabled={busy} />
          {changes.length > 0 ? <Button tone="primary" text={applyText} onClick={onApply} loading={busy} /> : null}
        </Flex>
      }
    >
      <Box padding={4}>
        <Stack gap={5}>
          {problems.length > 0 ? (
            <Card tone="critical" padding={3} radius={2} border>
              <Stack gap={3}>
                <Heading as="h3" size={1}>
                  {plural(problems.length, 'row')} with problems: nothing is written while they are there
                </Heading>
                <Stack as="ul" gap={3} aria-label="Rows with problems" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {problems.map((problem) => (
                    <Text as="li" key={problem.label} size={1}>
                      <strong>
                        {problem.label}
                        {problem.productId ? ` (product ID ${problem.productId}${problem.name ? `, ${problem.name}` : ''})` : ''}
                      </strong>
                      : {problem.reasons.join(' ')}
                    </Text>
                  ))}
                </Stack>
                {changes.length > 0 ? <Text size={1}>Fix the file and upload it again, or apply only the {plural(validLines, 'valid row')} below.</Text> : null}
              </Stack>
            </Card>
          ) : null}
          <Stack gap={3}>
            <Heading as="h3" size={1}>
              {changes.length === 0
                ? 'No prices change'
                : `${plural(changes.length, 'change')} to save ${release === null ? 'as drafts' : `into the release "${release}"`}`}
            </Heading>
            <ChangeList changes={changes} label="Changes" />
            {changes.length > 0 ? (
              <Text size={1} muted>
                {release === null
                  ? 'Applied changes are drafts: the site shows them after you publish.'
                  : 'Applied changes wait in the release: the site shows them when the release is published.'}
              </Text>
            ) : null}
          </Stack>
        </Stack>
      </Box>
    </Dialog>
  )
}
