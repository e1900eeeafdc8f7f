import { PublishIcon } from '@sanity/icons/Publish'
import { Box, Button, Dialog, Flex, Spinner, Stack, Text } from '@sanity/ui'
import { Menu, MenuButton, MenuItem } from '@sanity/ui/menu'
import { useEffect, useMemo, useState } from 'react'
import { useClient, type SanityDocument } from 'sanity'
import { STUDIO_API_VERSION } from '../../env.ts'
import { documentTypes, singletonTypes } from '../../schema-types/index.ts'
import { publishedIdOf } from './rows.ts'
import { DRAFTS, publishActions } from './target.ts'
import { useValidationErrors } from './use-validation.ts'

const TYPES = [...documentTypes, ...singletonTypes].map((type) => ({ name: type.name, title: type.title ?? type.name }))

const DRAFTS_QUERY = `{
  "drafts": *[_type == $type && _id in path("drafts.**")] | order(_updatedAt desc),
  "published": *[_type == $type && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{_id, _rev}
}`

interface Drafts {
  drafts: SanityDocument[]
  published: { _id: string; _rev: string }[]
}

const titleOf = (document: SanityDocument) => String(document.name ?? document.title ?? document.lotNumber ?? publishedIdOf(document._id))

function PublishDraftsDialog({ type, onClose, onPublished }: { type: (typeof TYPES)[number]; onClose: () => void; onPublished: (count: number) => void }) {
  const client = useClient({ apiVersion: STUDIO_API_VERSION })
  const [found, setFound] = useState<Drafts>()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  useEffect(() => {
    void client
      .fetch<Drafts>(DRAFTS_QUERY, { type: type.name }, { perspective: 'raw', tag: 'price-list.drafts' })
      .then(setFound, (caught: unknown) => setFailure(String(caught)))
  }, [client, type.name])
  const drafts = useMemo(() => found?.drafts, [found])
  const errors = useValidationErrors(drafts)
  const ready = drafts && errors ? drafts.filter((draft) => !errors.has(draft._id)) : []
  const withErrors = drafts && errors ? drafts.filter((draft) => errors.has(draft._id)) : []

  const publish = async () => {
    setBusy(true)
    const revisions = new Map(found?.published.map((document) => [document._id, document._rev]))
    const actions = publishActions(
      DRAFTS,
      ready.map((draft) => ({ publishedId: publishedIdOf(draft._id), workingRev: draft._rev, publishedRev: revisions.get(publishedIdOf(draft._id)) })),
    )
    try {
      await client.action(actions, { tag: 'price-list.publish-drafts' })
      onPublished(ready.length)
    } catch (caught) {
      setFailure(`Nothing was published: ${caught instanceof Error ? caught.message : String(caught)}`)
      setBusy(false)
    }
  }

  return (
    <Dialog
      id="publish-all-drafts"
      header={`Publish all drafts: ${type.title}`}
      width={1}
      onClose={onClose}
      footer={
        <Flex gap={2} justify="flex-end" padding={3}>
          <Button mode="ghost" text="Cancel" onClick={onClose} disabled={busy} />
          <Button
            tone="positive"
            text={!drafts || !errors ? 'Publish drafts' : `Publish ${ready.length} ${ready.length === 1 ? 'draft' : 'drafts'}`}
            disabled={ready.length === 0}
            loading={busy}
            onClick={() => void publish()}
          />
        </Flex>
      }
    >
      <Box padding={4}>
        {!drafts || !errors ? (
          failure ? (
            <Text>{failure}</Text>
          ) : (
            <Spinner muted />
          )
        ) : (
          <Stack gap={4}>
            <Text size={1}>{drafts.length === 0 ? `No ${type.title} has a draft.` : 'Each of these goes live, all together in one step:'}</Text>
            <Stack as="ul" gap={3} aria-label="Drafts to publish" style={{ margin: 0, paddingLeft: '1.2em' }}>
              {ready.map((draft) => (
                <Text as="li" key={draft._id} size={1}>
                  {titleOf(draft)}
                </Text>
              ))}
            </Stack>
            {withErrors.length > 0 ? (
              <Stack as="ul" gap={3} aria-label="Drafts with errors, not published" style={{ margin: 0, paddingLeft: '1.2em' }}>
                {withErrors.map((draft) => (
                  <Text as="li" key={draft._id} size={1}>
                    {titleOf(draft)} stays a draft: {errors.get(draft._id)?.join(' ')}
                  </Text>
                ))}
              </Stack>
            ) : null}
            {failure ? <Text size={1}>{failure}</Text> : null}
          </Stack>
        )}
      </Box>
    </Dialog>
  )
}

/** "Publish all drafts…": pick a document type, see its drafts, publish them in one transaction. */
export function PublishDraftsMenu({ onPublished }: { onPublished: (count: number, typeTitle: string) => void }) {
  const [type, setType] = useState<(typeof TYPES)[number]>()
  return (
    <>
      <MenuButton
        id="publish-all-drafts-menu"
        button={<Button mode="ghost" icon={PublishIcon} text="Publish all drafts…" />}
        menu={
          <Menu>
            {TYPES.map((candidate) => (
              <MenuItem key={candidate.name} text={candidate.title} onClick={() => setType(candidate)} />
            ))}
          </Menu>
        }
      />
      {type ? (
        <PublishDraftsDialog
          type={type}
          onClose={() => setType(undefined)}
          onPublished={(count) => {
            setType(undefined)
            onPublished(count, type.title)
          }}
        />
      ) : null}
    </>
  )
}
