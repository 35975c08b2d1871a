import {
  adminPasswordError,
  CreateAdminUserSchema,
  GENDERS,
  SCHOOL_GRADES,
  schoolGradeLabel,
  UpdateAdminUserSchema,
  US_STATE_CODES,
  USER_MESSAGES,
  type User,
} from '@campus/sdk';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ErrorAlert } from '../../../../components/error-alert';
import { PasswordField } from '../../../../components/password-field';
import { formLevelError, schemaValidate, serverFieldErrors } from '../../../../lib/form';
import { genderOptions } from '../../../../lib/gender-options';
import { useFocusFirstError } from '../../../../lib/use-focus-first-error';
import {
  ADMIN_USER_FIELDS,
  type AdminUserFormMode,
  type AdminUserFormValues,
  adminUserFormValues,
} from '../../../users/lib/user-form-values';
import { useCreateAdminUser } from '../../api/users-create';
import { useUpdateAdminUser } from '../../api/users-update';

const GENDER_CHOICES = genderOptions(GENDERS);
const GRADE_CHOICES = SCHOOL_GRADES.map((grade) => ({ value: grade, label: schoolGradeLabel(grade) }));
const STATE_CHOICES = [...US_STATE_CODES];

interface AdminUserFormProps {
  /** The person to edit; none creates a new one. */
  user: User | null;
  onCancel: () => void;
  onSaved: (user: User) => void;
}

/**
 * The admin user form (spec section 5): first name, last name, username and state required, a password
 * on create (at least 8 characters, checked on blur and on submit; on edit a blank one keeps the current
 * password). Unticking Student clears the grade. The server's field errors show under the fields.
 */
export function AdminUserForm({ user, onCancel, onSaved }: AdminUserFormProps) {
  const mode: AdminUserFormMode = user ? 'edit' : 'create';
  const schema = user ? UpdateAdminUserSchema : CreateAdminUserSchema;
  const create = useCreateAdminUser();
  const update = useUpdateAdminUser(user?.id ?? 0);
  const mutation = user ? update : create;
  const form = useForm<AdminUserFormValues>({
    initialValues: adminUserFormValues(user),
    validate: schemaValidate(schema),
  });
  const { formRef, focusFirstError } = useFocusFirstError();

  const checkPassword = () => {
    const message = adminPasswordError(form.values.password, mode);
    if (message) form.setFieldError('password', message);
    else form.clearFieldError('password');
  };

  const submit = form.onSubmit((values) => {
    const onSuccess = (saved: User) => {
      const name = `${saved.first_name} ${saved.last_name}`;
      notifications.show({ color: 'green', message: user ? `${name} updated` : `${name} created` });
      onSaved(saved);
    };
    const onError = (error: Error) => {
      form.setErrors(serverFieldErrors(error));
      focusFirstError();
    };
    if (user) update.mutate(UpdateAdminUserSchema.parse(values), { onSuccess, onError });
    else create.mutate(CreateAdminUserSchema.parse(values), { onSuccess, onError });
  }, focusFirstError);

  const fallback = user ? USER_MESSAGES.updateFailed : USER_MESSAGES.createFailed;
  const alert = mutation.isError ? formLevelError(mutation.error, ADMIN_USER_FIELDS, fallback) : null;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={user ? 'Edit user' : 'Create user'}>
      <Stack>
        <ErrorAlert>{alert}</ErrorAlert>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="First Name" required data-autofocus {...form.getInputProps('first_name')} />
          <TextInput label="Middle Name" {...form.getInputProps('middle_name')} />
          <TextInput label="Last Name" required {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Username" required autoComplete="off" {...form.getInputProps('username')} />
          <PasswordField
            label="Password"
            required={mode === 'create'}
            description={mode === 'edit' ? 'Leave blank to keep the current password' : undefined}
            autoComplete="new-password"
            {...form.getInputProps('password')}
            onBlur={checkPassword}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <Select
            label="Gender"
            placeholder="Not given"
            data={GENDER_CHOICES}
            clearable
            {...form.getInputProps('gender')}
            onChange={(value) => form.setFieldValue('gender', value ?? '')}
          />
          <TextInput label="Phone" type="tel" {...form.getInputProps('phone_number')} />
        </SimpleGrid>
        <TextInput label="Street Address" {...form.getInputProps('street_address')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="City" {...form.getInputProps('city')} />
          <Select
            label="State"
            placeholder="Select a state"
            data={STATE_CHOICES}
            required
            searchable
            {...form.getInputProps('state')}
            onChange={(value) => form.setFieldValue('state', value ?? '')}
          />
          <TextInput label="Zipcode" {...form.getInputProps('zipcode')} />
        </SimpleGrid>
        <Group align="flex-end" gap="lg">
          <Checkbox
            label="Student"
            checked={form.values.is_student}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              form.setFieldValue('is_student', checked);
              if (!checked) form.setFieldValue('school_grade', '');
            }}
          />
          {form.values.is_student && (
            <Select
              label="School Grade"
              placeholder="Select a grade"
              data={GRADE_CHOICES}
              clearable
              {...form.getInputProps('school_grade')}
              onChange={(value) => form.setFieldValue('school_grade', value ?? '')}
            />
          )}
        </Group>
        <Textarea label="About" rows={3} {...form.getInputProps('bio')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {user ? 'Save Changes' : 'Create User'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
