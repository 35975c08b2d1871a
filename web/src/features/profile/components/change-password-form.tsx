import { ChangePasswordSchema, PROFILE_MESSAGES } from '@campus/sdk';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { PasswordField } from '../../../components/password-field';
import { formLevelError, schemaValidate, serverFieldErrors } from '../../../lib/form';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { useChangePassword } from '../api/change-password';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: schemaValidate(ChangePasswordSchema),
  });
  const { formRef, focusFirstError } = useFocusFirstError();

  const submit = form.onSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: PROFILE_MESSAGES.passwordUpdated });
        form.reset();
      },
      onError: (error) => {
        form.setErrors(serverFieldErrors(error));
        focusFirstError();
        // A wrong current password shows under Current Password only; the toast is for the rest.
        const message = formLevelError(error, Object.keys(EMPTY), PROFILE_MESSAGES.changePasswordFailed);
        if (message) notifications.show({ color: 'red', message });
      },
    });
  }, focusFirstError);

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Change password">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            required
            key={form.key('current_password')}
            {...form.getInputProps('current_password')}
          />
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Confirm New Password"
            autoComplete="new-password"
            required
            key={form.key('password_confirmation')}
            {...form.getInputProps('password_confirmation')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
