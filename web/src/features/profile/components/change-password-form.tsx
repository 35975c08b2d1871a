import { ChangePasswordSchema, errorMessage, PROFILE_MESSAGES } from '@campus/sdk';
import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { schemaValidate, serverFieldErrors } from '../../../lib/form';
import { useChangePassword } from '../api/change-password';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: schemaValidate(ChangePasswordSchema),
  });

  const submit = form.onSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: PROFILE_MESSAGES.passwordUpdated });
        form.reset();
      },
      onError: (error) => {
        form.setErrors(serverFieldErrors(error));
        notifications.show({
          color: 'red',
          message: errorMessage(error, PROFILE_MESSAGES.changePasswordFailed),
        });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <PasswordInput
            label="Current Password"
            autoComplete="current-password"
            withAsterisk
            key={form.key('current_password')}
            {...form.getInputProps('current_password')}
          />
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            withAsterisk
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
