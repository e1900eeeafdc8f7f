import { Button, Flex, Stack } from '@sanity/ui'
import { set, type StringInputProps } from 'sanity'

/** Unlike `options.list`, editors can still type a value that is not suggested. */
export function withSuggestions(suggestions: readonly string[]) {
  function SuggestionInput(props: StringInputProps) {
    const { value, onChange, readOnly, renderDefault } = props
    return (
      <Stack gap={2}>
        {renderDefault(props)}
        <Flex gap={1} wrap="wrap" role="group" aria-label="Suggestions">
          {suggestions.map((suggestion) => (
            <Button
              key={suggestion}
              text={suggestion}
              mode={value === suggestion ? 'default' : 'ghost'}
              selected={value === suggestion}
              fontSize={1}
              padding={2}
              disabled={readOnly}
              onClick={() => onChange(set(suggestion))}
            />
          ))}
        </Flex>
      </Stack>
    )
  }
  return SuggestionInput
}
