import { errorMessage, type FieldErrors, firstFieldErrors, ValidationError } from '@campus/sdk';
import { Spinner } from '@inkjs/ui';
import { Box, Text } from 'ink';
import { useState } from 'react';
import { isText, KeyLayer, useKeys } from '../keys/keys.js';
import { Tone } from '../shell/theme.js';

export interface FormField {
  name: string;
  label: string;
  kind: 'text' | 'toggle';
  hint?: string;
}

export type FormValues = Record<string, string | boolean>;

/** What a submit answers: nothing when it worked, or field errors (from the sdk's schema) to show. */
export type SubmitResult = FieldErrors | undefined;

export interface FormProps {
  fields: readonly FormField[];
  initial: FormValues;
  submit(values: FormValues): Promise<SubmitResult>;
  /** The spec's text when the server fails without a message of its own. */
  failed: string;
  onCancel(): void;
}

/**
 * A keyboard form: tab, shift+tab, ↑ and ↓ move between fields, enter goes to the next field and submits
 * from the last, ctrl+s submits from anywhere, space flips a toggle, backspace deletes, ctrl+u clears, esc
 * cancels. Field errors show under their field with the sdk's messages; everything typed stays in the form
 * (no global keys fire). The fields are drawn here rather than with @inkjs/ui's TextInput, which would type
 * the `s` of ctrl+s into the field.
 */
export function Form({ fields, initial, submit, failed, onCancel }: FormProps) {
  const [values, setValues] = useState<FormValues>(initial);
  const [focus, setFocus] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = fields[focus];

  const send = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const result = await submit(values);
      if (result) {
        setErrors(firstFieldErrors(result));
        setSaving(false);
      }
    } catch (error) {
      setSaving(false);
      if (error instanceof ValidationError && Object.keys(error.fieldErrors).length > 0) {
        setErrors(firstFieldErrors(error.fieldErrors));
      }
      setFailure(errorMessage(error, failed));
    }
  };
  const move = (by: number) => setFocus((current) => (current + by + fields.length) % fields.length);

  return (
    <KeyLayer>
      <FormKeys
        active={!saving}
        onKey={(input, key) => {
          if (key.escape) onCancel();
          else if (key.ctrl && input === 's') void send();
          else if (key.tab) move(key.shift ? -1 : 1);
          else if (key.upArrow) move(-1);
          else if (key.downArrow) move(1);
          else if (key.return) {
            if (focus === fields.length - 1) void send();
            else move(1);
          } else if (!field) return;
          else if (field.kind === 'toggle') {
            if (input === ' ') setValues((current) => ({ ...current, [field.name]: !current[field.name] }));
          } else if (key.backspace || key.delete) {
            setValues((current) => ({
              ...current,
              [field.name]: String(current[field.name] ?? '').slice(0, -1),
            }));
          } else if (key.ctrl && input === 'u') setValues((current) => ({ ...current, [field.name]: '' }));
          else if (isText(input, key)) {
            setValues((current) => ({ ...current, [field.name]: String(current[field.name] ?? '') + input }));
          }
        }}
      />
      <Box flexDirection="column">
        {fields.map((each, index) => {
          const focused = index === focus && !saving;
          const value = values[each.name];
          return (
            <Box key={each.name} flexDirection="column">
              <Box>
                <Tone color={focused ? 'cyan' : undefined} bold={focused}>
                  {focused ? '› ' : '  '}
                  {each.label}:{' '}
                </Tone>
                {each.kind === 'toggle' ? (
                  <Text>{value ? '[x] yes' : '[ ] no'}</Text>
                ) : (
                  <Text>
                    {String(value ?? '')}
                    {focused ? <Text inverse> </Text> : null}
                  </Text>
                )}
              </Box>
              {errors[each.name] ? <Tone color="red">{`    ${errors[each.name]}`}</Tone> : null}
              {focused && each.hint ? <Text dimColor>{`    ${each.hint}`}</Text> : null}
            </Box>
          );
        })}
        {saving ? <Spinner label="Saving…" /> : null}
        {failure ? <Tone color="red">{failure}</Tone> : null}
        <Text dimColor>enter next field · ctrl+s saves · ctrl+u clears · esc cancels</Text>
      </Box>
    </KeyLayer>
  );
}

function FormKeys({
  active,
  onKey,
}: {
  active: boolean;
  onKey: Parameters<typeof useKeys>[0] extends (...args: infer A) => unknown ? (...args: A) => void : never;
}) {
  // Every key stops here: the shell's q and ? must not fire while typing.
  useKeys((input, key) => {
    if (active) onKey(input, key);
    return true;
  });
  return null;
}
