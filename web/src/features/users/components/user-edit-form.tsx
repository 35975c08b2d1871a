import {
  GENDERS,
  SCHOOL_GRADES,
  schoolGradeLabel,
  US_STATE_CODES,
  USER_MESSAGES,
  type UserDetail,
  UserInlineUpdateSchema,
} from '@campus/sdk';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { formLevelError, schemaValidate, serverFieldErrors } from '../../../lib/form';
import { genderOptions } from '../../../lib/gender-options';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { useUpdateUser } from '../api/update-user';
import { type AdminUserFormValues, adminUserFormValues } from '../lib/user-form-values';

/** The inline edit's fields: the admin user form's, without the password. */
export type UserEditValues = Omit<AdminUserFormValues, 'password'>;

function valuesOf(user: UserDetail): UserEditValues {
  const { password: _password, ...values } = adminUserFormValues(user);
  return values;
}

const GRADE_OPTIONS = SCHOOL_GRADES.map((grade) => ({ value: grade, label: schoolGradeLabel(grade) }));

/**
 * The user page's inline edit: the admin user form's fields and rules (spec section 5: first name, last
 * name, username and state required; email type-checked; unchecking student clears the grade), checked
 * with the sdk's schema; the server's field errors show under the fields.
 */
export function UserEditForm({ user, onDone }: { user: UserDetail; onDone: () => void }) {
  const update = useUpdateUser(user.id);
  const form = useForm<UserEditValues>({
    initialValues: valuesOf(user),
    validate: schemaValidate(UserInlineUpdateSchema),
  });
  const { formRef, focusFirstError } = useFocusFirstError();
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, [formRef]);

  const submit = form.onSubmit((values) => {
    update.mutate(UserInlineUpdateSchema.parse(values), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'User updated' });
        onDone();
      },
      onError: (error) => {
        form.setErrors(serverFieldErrors(error));
        focusFirstError();
        const message = formLevelError(error, Object.keys(form.values), USER_MESSAGES.updateFailed);
        if (message) notifications.show({ color: 'red', message });
      },
    });
  }, focusFirstError);

  const select = (field: 'gender' | 'state' | 'school_grade') => ({
    ...form.getInputProps(field),
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Edit user">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="First Name" required {...form.getInputProps('first_name')} />
          <TextInput label="Middle Name" {...form.getInputProps('middle_name')} />
          <TextInput label="Last Name" required {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Username" required autoComplete="off" {...form.getInputProps('username')} />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <Select label="Gender" data={genderOptions(GENDERS)} clearable {...select('gender')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Phone" type="tel" {...form.getInputProps('phone_number')} />
          <TextInput label="Street Address" {...form.getInputProps('street_address')} />
          <TextInput label="City" {...form.getInputProps('city')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="State"
            data={[...US_STATE_CODES]}
            placeholder="Select a state"
            required
            searchable
            {...select('state')}
          />
          <TextInput label="Zipcode" {...form.getInputProps('zipcode')} />
        </SimpleGrid>
        <Group align="flex-end" gap="lg">
          <Checkbox
            label="Student"
            {...form.getInputProps('is_student', { type: 'checkbox' })}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              form.setFieldValue('is_student', checked);
              if (!checked) form.setFieldValue('school_grade', '');
            }}
          />
          {form.values.is_student && (
            <Select label="School Grade" data={GRADE_OPTIONS} clearable w={200} {...select('school_grade')} />
          )}
        </Group>
        <Textarea label="About" rows={4} {...form.getInputProps('bio')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
