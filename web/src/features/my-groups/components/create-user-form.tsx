import {
  AUTH_MESSAGES,
  CreateUserSchema,
  DASHBOARD_MESSAGES,
  type Group,
  isCreateUserDraftComplete,
} from '@campus/sdk';
import { Button, Group as Row, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { GenderField, NameFields, PasswordFields, StudentFields } from '../../../components/account-fields';
import { ErrorAlert } from '../../../components/error-alert';
import { formLevelError, schemaValidate, serverFieldErrors } from '../../../lib/form';
import { useSession } from '../../../lib/session/session-context';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { useCreateUser } from '../api/create-user';
import { type OrganizationSource, useOrganizationOptions } from './organization-options';

export type { OrganizationSource } from './organization-options';

export interface CreateUserFormValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  username: string;
  password: string;
  password_confirmation: string;
  gender: string;
  is_student: boolean;
  school_grade: string;
  organization_id: string | null;
  group_id: string | null;
}

const FIELDS: (keyof CreateUserFormValues)[] = [
  'first_name',
  'middle_name',
  'last_name',
  'username',
  'password',
  'password_confirmation',
  'gender',
  'is_student',
  'school_grade',
  'organization_id',
  'group_id',
];

interface CreateUserFormProps {
  organizationSource: OrganizationSource;
  groups: Group[];
  defaultGroupId: number | null;
  onCancel: () => void;
  onCreated: (groupId: number | null) => void;
}

/** Spec section 5 "Create User": submit stays disabled until every required field is filled. */
export function CreateUserForm({
  organizationSource,
  groups,
  defaultGroupId,
  onCancel,
  onCreated,
}: CreateUserFormProps) {
  const { user } = useSession();
  const create = useCreateUser();
  const organizations = useOrganizationOptions(organizationSource);
  const form = useForm<CreateUserFormValues>({
    initialValues: {
      first_name: '',
      middle_name: '',
      last_name: '',
      username: '',
      password: '',
      password_confirmation: '',
      gender: '',
      is_student: false,
      school_grade: '',
      organization_id: null,
      group_id: defaultGroupId === null ? null : String(defaultGroupId),
    },
    validate: schemaValidate(CreateUserSchema),
  });
  const { formRef, focusFirstError } = useFocusFirstError();

  // Once the choices load, the user's own organization (or the only one) is picked for them.
  const { options } = organizations;
  const organizationId = form.values.organization_id;
  const setFieldValue = form.setFieldValue;
  useEffect(() => {
    if (organizationId !== null || options.length === 0) return;
    const own = options.find((option) => option.value === String(user?.organization_id));
    const pick = own ?? (options.length === 1 ? options[0] : undefined);
    if (pick) setFieldValue('organization_id', pick.value);
  }, [options, organizationId, user?.organization_id, setFieldValue]);

  const complete = isCreateUserDraftComplete(form.values);
  const submit = form.onSubmit((values) => {
    const input = CreateUserSchema.parse(values);
    create.mutate(input, {
      onSuccess: (created) => {
        notifications.show({ color: 'green', message: `User ${created.username} created` });
        onCreated(input.group_id ?? null);
      },
      onError: (error) => {
        form.setErrors(serverFieldErrors(error));
        focusFirstError();
      },
    });
  }, focusFirstError);
  const alert = create.isError
    ? formLevelError(create.error, FIELDS, DASHBOARD_MESSAGES.createUserFailed)
    : null;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Create user">
      <Stack>
        <ErrorAlert>{alert}</ErrorAlert>
        <NameFields form={form} autoFocus />
        <TextInput label="Username" autoComplete="off" required {...form.getInputProps('username')} />
        <PasswordFields form={form} />
        <GenderField form={form} />
        <StudentFields form={form} gradePlaceholder="Select a grade" />
        {organizations.isError && <ErrorAlert>{AUTH_MESSAGES.organizationsLoadFailed}</ErrorAlert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Organization"
            placeholder={organizations.isPending ? 'Loading organizations...' : 'Select an organization'}
            data={options}
            required
            searchable
            nothingFoundMessage="No organizations"
            {...form.getInputProps('organization_id')}
          />
          <Select
            label="Group"
            placeholder="No group"
            data={groups.map((group) => ({ value: String(group.id), label: group.name }))}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear group' }}
            {...form.getInputProps('group_id')}
          />
        </SimpleGrid>
        <Row justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!complete || create.isPending} loading={create.isPending}>
            {create.isPending ? 'Creating user...' : 'Create User'}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}
