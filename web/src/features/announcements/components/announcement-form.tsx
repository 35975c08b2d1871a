import { type Announcement, type AnnouncementInput, AnnouncementInputSchema } from '@campus/sdk';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  TextInput,
  useComputedColorScheme,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RichTextEditorField } from '../../../components/rich-text-editor';
import { formLevelError, schemaValidate, serverFieldErrors } from '../../../lib/form';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { fromDateTimeLocal } from '../lib/date-time-local';

/** The form's values: the dates as datetime-local text on the browser's clock. */
export interface AnnouncementFormValues {
  title: string;
  body: string;
  available_from: string;
  available_until: string;
  is_active: boolean;
}

const FIELDS = ['title', 'body', 'available_from', 'available_until', 'is_active'] as const;

/** The body of POST and PUT: the dates as ISO instants with the browser's offset applied. */
function inputOf(values: AnnouncementFormValues): AnnouncementInput {
  return {
    title: values.title.trim(),
    body: values.body,
    available_from: fromDateTimeLocal(values.available_from) ?? '',
    available_until: fromDateTimeLocal(values.available_until),
    is_active: values.is_active,
  };
}

export interface AnnouncementFormProps {
  initialValues: AnnouncementFormValues;
  submitLabel: string;
  /** Saves; the form shows the server's field errors, or `failMessage`, when it throws. */
  onSubmit: (input: AnnouncementInput) => Promise<Announcement>;
  onSaved: (announcement: Announcement) => void;
  failMessage: string;
  cancelTo: string;
}

/**
 * Create and edit an announcement (spec section 5, the sdk's AnnouncementInputSchema): title, rich-text
 * body, Available from (required) and until (optional, after from), Active.
 */
export function AnnouncementForm({
  initialValues,
  submitLabel,
  onSubmit,
  onSaved,
  failMessage,
  cancelTo,
}: AnnouncementFormProps) {
  const form = useForm<AnnouncementFormValues>({
    initialValues,
    validate: schemaValidate(AnnouncementInputSchema),
  });
  const { formRef, focusFirstError } = useFocusFirstError();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The browser draws the date pickers' icon and popup: they follow the app's theme, not the system's.
  const dateStyles = { input: { colorScheme: useComputedColorScheme('light') } };

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    setSaving(true);
    try {
      onSaved(await onSubmit(inputOf(values)));
    } catch (error) {
      setSaving(false);
      form.setErrors(serverFieldErrors(error));
      focusFirstError();
      setFormError(formLevelError(error, FIELDS, failMessage));
    }
  }, focusFirstError);

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <RichTextEditorField
          label="Body"
          required
          value={form.values.body}
          onChange={(html) => form.setFieldValue('body', html)}
          error={typeof form.errors.body === 'string' ? form.errors.body : null}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label="Available from"
            required
            styles={dateStyles}
            {...form.getInputProps('available_from')}
          />
          <TextInput
            type="datetime-local"
            label="Available until"
            styles={dateStyles}
            description="Optional: leave empty to keep it up"
            {...form.getInputProps('available_until')}
          />
        </SimpleGrid>
        <Checkbox
          label="Active"
          description="Inactive announcements are hidden from members"
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={cancelTo} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
