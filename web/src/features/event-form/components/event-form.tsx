import {
  type CampusEvent,
  defaultTicketType,
  EVENT_MESSAGES,
  type EventInput,
  type EventSaveStatus,
} from '@campus/sdk';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  Loader,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  useComputedColorScheme,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formLevelError, serverFieldErrors } from '../../../lib/form';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { useSelectableGroups } from '../../groups/api/selectable-groups';
import { ClaimHoursField } from '../../waitlist';
import {
  type EventFormValues,
  eventInputOf,
  type TicketTypeValues,
  ticketKey,
} from '../lib/event-form-values';
import { validateEventForm } from '../lib/validate-event-form';
import { TicketTypeFields } from './ticket-type-fields';
import { TimeSelect } from './time-select';

// The editor (tiptap and its toolbar) is the heaviest part of the form: it loads after the form shows.
const RichTextEditorField = lazy(() =>
  import('../../../components/rich-text-editor').then((module) => ({ default: module.RichTextEditorField })),
);

const FIELDS = [
  'title',
  'description',
  'is_online',
  'location',
  'meeting_link',
  'max_capacity',
  'visibility',
  'approval_required',
  'group_ids',
  'date',
  'event_start_time',
  'event_end_time',
  'event_end_date',
  'is_free',
  'ticket_types',
  'waitlist_claim_hours',
] as const;

const VISIBILITY_OPTIONS = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
];

/** The ticket a paid event starts with ('General Admission', max quantity 1), as a form block. */
function defaultTicketBlock(): TicketTypeValues {
  const ticket = defaultTicketType();
  return {
    key: ticketKey(),
    name: ticket.name,
    price: Number(ticket.price),
    description: '',
    max_quantity: Number(ticket.max_quantity),
  };
}

function blankTicketBlock(): TicketTypeValues {
  return { key: ticketKey(), name: '', price: '', description: '', max_quantity: '' };
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function EditorFallback() {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Description
      </Text>
      <Skeleton height={250} radius="sm" aria-label="Loading the editor" />
    </Stack>
  );
}

export interface EventFormProps {
  initialValues: EventFormValues;
  /** Admins and create_event holders publish; others 'Request to publish' (the server makes it pending). */
  canPublish: boolean;
  /** Groups the event already has that the user may not coordinate (editing): still listed. */
  knownGroups?: ReadonlyArray<{ id: number; name: string }>;
  onSubmit: (input: EventInput) => Promise<CampusEvent>;
  onSaved: (event: CampusEvent) => void;
}

/**
 * The event create/edit form of spec sections 2 and 5: Basic Information, Visibility & Access, Date &
 * Time and Event Pricing, checked with the sdk's EventInputSchema (the server's rules and messages);
 * Cancel, Save Draft and Publish Event or Request to publish.
 */
export function EventForm({
  initialValues,
  canPublish,
  knownGroups = [],
  onSubmit,
  onSaved,
}: EventFormProps) {
  const form = useForm<EventFormValues>({
    initialValues,
    validate: validateEventForm,
  });
  const { formRef, focusFirstError } = useFocusFirstError();
  const status = useRef<EventSaveStatus>('published');
  const [saving, setSaving] = useState<EventSaveStatus | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const isPrivate = form.values.visibility === 'private';
  const groups = useSelectableGroups(isPrivate);
  // The browser draws the date pickers' icon and popup: they follow the app's theme, not the system's.
  const dateStyles = { input: { colorScheme: useComputedColorScheme('light') } };

  const groupOptions = (groups.data ?? []).map(({ id, name }) => ({ id, name }));
  for (const known of knownGroups) {
    if (!groupOptions.some((group) => group.id === known.id)) groupOptions.push(known);
  }

  const submit = form.onSubmit(async (values) => {
    const wanted = status.current;
    setFormError(null);
    setSaving(wanted);
    try {
      onSaved(await onSubmit(eventInputOf(values, wanted)));
    } catch (error) {
      setSaving(null);
      form.setErrors(serverFieldErrors(error));
      focusFirstError();
      const ticketFields = values.ticket_types.flatMap((_, index) =>
        ['name', 'price', 'description', 'max_quantity'].map((field) => `ticket_types.${index}.${field}`),
      );
      setFormError(formLevelError(error, [...FIELDS, ...ticketFields], EVENT_MESSAGES.saveFailed));
    }
  }, focusFirstError);

  const setOnline = (online: boolean) => {
    form.setFieldValue('is_online', online);
    // Online clears the location; in person clears the meeting link (spec section 5).
    if (online) form.setFieldValue('location', '');
    else form.setFieldValue('meeting_link', '');
    form.clearFieldError('location');
    form.clearFieldError('meeting_link');
  };

  const setFree = (free: boolean) => {
    form.setFieldValue('is_free', free);
    // Free clears the ticket types; unticking adds one 'General Admission' ticket (spec section 5).
    form.setFieldValue('ticket_types', free ? [] : [defaultTicketBlock()]);
    form.clearFieldError('ticket_types');
  };

  const tickets = form.values.ticket_types;
  // An empty end date is the start date (spec section 5): then the end time must come after the start.
  const endsSameDay = !form.values.event_end_date || form.values.event_end_date === form.values.date;
  const errorOf = (field: string) => {
    const error = form.errors[field];
    return typeof error === 'string' ? error : null;
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Event details">
      <Stack gap="lg">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}

        <FormSection title="Basic Information">
          <TextInput label="Event Title" required {...form.getInputProps('title')} />
          <Switch
            label="Online Event"
            description="Online events have a meeting link instead of a location"
            checked={form.values.is_online}
            onChange={(event) => setOnline(event.currentTarget.checked)}
          />
          {form.values.is_online ? (
            <TextInput
              label="Meeting Link"
              required
              type="url"
              inputMode="url"
              placeholder="https://"
              {...form.getInputProps('meeting_link')}
            />
          ) : (
            <TextInput label="Location" {...form.getInputProps('location')} />
          )}
          <Suspense fallback={<EditorFallback />}>
            <RichTextEditorField
              label="Description"
              required
              value={form.values.description}
              onChange={(html) => form.setFieldValue('description', html)}
              error={errorOf('description')}
            />
          </Suspense>
          <NumberInput
            label="Maximum Capacity"
            description="Leave empty for unlimited"
            min={1}
            clampBehavior="none"
            step={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('max_capacity')}
          />
          <ClaimHoursField {...form.getInputProps('waitlist_claim_hours')} />
        </FormSection>

        <FormSection title="Visibility & Access">
          <Select
            label="Visibility"
            data={VISIBILITY_OPTIONS}
            allowDeselect={false}
            value={form.values.visibility}
            onChange={(value) => {
              form.setFieldValue('visibility', value === 'private' ? 'private' : 'public');
              form.clearFieldError('group_ids');
            }}
            error={errorOf('visibility')}
          />
          <Radio.Group
            label="Requires Approval"
            value={form.values.approval_required ? 'yes' : 'no'}
            onChange={(value) => form.setFieldValue('approval_required', value === 'yes')}
          >
            <Group gap="lg" mt={6}>
              <Radio value="no" label="No - Direct Join" />
              <Radio value="yes" label="Yes - Approval Required" />
            </Group>
          </Radio.Group>
          {isPrivate && (
            <Checkbox.Group
              label="Select Groups"
              required
              description="Only members and coordinators of these groups see the event"
              value={form.values.group_ids.map(String)}
              onChange={(value) => {
                form.setFieldValue('group_ids', value.map(Number));
                form.clearFieldError('group_ids');
              }}
              error={errorOf('group_ids')}
            >
              {groups.isPending ? (
                <Loader size="sm" mt="xs" aria-label="Loading groups" />
              ) : groups.isError && groupOptions.length === 0 ? (
                <Text c="red" size="sm" mt="xs" role="alert">
                  Failed to load groups
                </Text>
              ) : groupOptions.length === 0 ? (
                <Text c="dimmed" size="sm" mt="xs">
                  You do not coordinate any groups.
                </Text>
              ) : (
                <Stack gap="xs" mt="xs">
                  {groupOptions.map((group) => (
                    <Checkbox
                      key={group.id}
                      value={String(group.id)}
                      label={group.name}
                      error={errorOf('group_ids') ? true : undefined}
                    />
                  ))}
                </Stack>
              )}
            </Checkbox.Group>
          )}
        </FormSection>

        <FormSection title="Date & Time">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              type="date"
              label="Start Date"
              required
              styles={dateStyles}
              {...form.getInputProps('date')}
            />
            <TimeSelect
              label="Start Time"
              required
              value={form.values.event_start_time}
              onChange={(value) => form.setFieldValue('event_start_time', value)}
              error={errorOf('event_start_time')}
            />
            <TimeSelect
              label="End Time"
              required
              after={endsSameDay ? form.values.event_start_time || undefined : undefined}
              value={form.values.event_end_time}
              onChange={(value) => form.setFieldValue('event_end_time', value)}
              error={errorOf('event_end_time')}
            />
          </SimpleGrid>
          <TextInput
            type="date"
            label="End Date"
            description="Optional: leave empty for a single-day event"
            styles={dateStyles}
            maw={{ sm: 'calc((100% - 2 * var(--mantine-spacing-md)) / 3)' }}
            {...form.getInputProps('event_end_date')}
          />
        </FormSection>

        <FormSection title="Event Pricing">
          <Checkbox
            label="This is a free event"
            checked={form.values.is_free}
            onChange={(event) => setFree(event.currentTarget.checked)}
          />
          {!form.values.is_free && (
            <Stack gap="md">
              {tickets.map((ticket, index) => (
                <TicketTypeFields
                  key={ticket.key}
                  form={form}
                  index={index}
                  removable={tickets.length > 1}
                  onRemove={() => form.removeListItem('ticket_types', index)}
                />
              ))}
              {errorOf('ticket_types') && <Input.Error>{errorOf('ticket_types')}</Input.Error>}
              <Button
                variant="light"
                w="fit-content"
                onClick={() => form.insertListItem('ticket_types', blankTicketBlock())}
              >
                Add Another Ticket Type
              </Button>
            </Stack>
          )}
        </FormSection>

        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/dashboard" variant="default">
            Cancel
          </Button>
          <Button
            type="submit"
            variant="light"
            loading={saving === 'draft'}
            disabled={saving !== null && saving !== 'draft'}
            onClick={() => {
              status.current = 'draft';
            }}
          >
            Save Draft
          </Button>
          <Button
            type="submit"
            loading={saving === 'published'}
            disabled={saving !== null && saving !== 'published'}
            onClick={() => {
              status.current = 'published';
            }}
          >
            {canPublish ? 'Publish Event' : 'Request to publish'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
