import {
  type GroupMember,
  ORGANIZATION_MESSAGES,
  type Organization,
  OrganizationInputSchema,
} from '@campus/sdk';
import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { formLevelError, schemaValidate, serverFieldErrors } from '../../../lib/form';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { useAvailableOwners } from '../api/get-available-owners';
import { useSaveOrganization } from '../api/save-organization';

export interface OrganizationFormValues {
  name: string;
  description: string;
  owner_id: string | null;
  stripe_account_id: string;
}

const FIELDS: readonly (keyof OrganizationFormValues)[] = [
  'name',
  'description',
  'owner_id',
  'stripe_account_id',
];

function valuesOf(organization: Organization | null): OrganizationFormValues {
  return {
    name: organization?.name ?? '',
    description: organization?.description ?? '',
    owner_id: organization?.owner_id ? String(organization.owner_id) : null,
    stripe_account_id: organization?.stripe_account_id ?? '',
  };
}

const ownerLabel = (user: Pick<GroupMember, 'username' | 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name} (${user.username})`;

/** The owner choices; the current owner stays offered even when the list no longer holds them. */
function ownerOptions(owners: readonly GroupMember[], organization: Organization | null) {
  const options = owners.map((user) => ({ value: String(user.id), label: ownerLabel(user) }));
  const current = organization?.owner;
  if (current && !options.some((option) => option.value === String(current.id))) {
    options.unshift({ value: String(current.id), label: current.username });
  }
  return options;
}

interface OrganizationFormProps {
  /** The organization to edit, or null to create one. */
  organization: Organization | null;
  onDone: () => void;
}

/** Create or edit an organization (spec section 5: name required; the rest optional). */
function OrganizationForm({ organization, onDone }: OrganizationFormProps) {
  const owners = useAvailableOwners();
  const save = useSaveOrganization();
  const form = useForm<OrganizationFormValues>({
    initialValues: valuesOf(organization),
    validate: schemaValidate(OrganizationInputSchema),
  });
  const { formRef, focusFirstError } = useFocusFirstError();
  const failure = save.isError ? formLevelError(save.error, FIELDS, ORGANIZATION_MESSAGES.saveFailed) : null;

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: organization?.id, input: OrganizationInputSchema.parse(values) },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: organization ? `${saved.name} was updated` : `${saved.name} was created`,
          });
          onDone();
        },
        onError: (error) => {
          form.setErrors(serverFieldErrors(error));
          focusFirstError();
        },
      },
    );
  }, focusFirstError);

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={organization ? 'Edit organization' : 'Create organization'}
    >
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
        {owners.isError && (
          <Alert color="red" role="alert" variant="light">
            {ORGANIZATION_MESSAGES.fetchOwnersFailed}
          </Alert>
        )}
        <Select
          label="Owner"
          placeholder={owners.isPending ? 'Loading owners...' : 'Select an owner'}
          data={ownerOptions(owners.data ?? [], organization)}
          searchable
          clearable
          nothingFoundMessage="No matching users"
          {...form.getInputProps('owner_id')}
        />
        <TextInput
          label="Stripe Connect Account ID"
          placeholder="acct_..."
          {...form.getInputProps('stripe_account_id')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {organization ? 'Save Changes' : 'Create Organization'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface OrganizationFormModalProps {
  opened: boolean;
  organization: Organization | null;
  onClose: () => void;
}

/** The create and edit form in a modal; its content unmounts once closed, so each opening starts afresh. */
export function OrganizationFormModal({ opened, organization, onClose }: OrganizationFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={organization ? 'Edit Organization' : 'Create Organization'}
      size="lg"
      centered
    >
      <OrganizationForm key={organization?.id ?? 'new'} organization={organization} onDone={onClose} />
    </Modal>
  );
}
