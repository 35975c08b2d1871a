import { AUTH_MESSAGES, errorMessage, LoginInputSchema } from '@campus/sdk';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { schemaValidate } from '../../../lib/form';
import { useLogin } from '../api/login';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: schemaValidate(LoginInputSchema),
  });

  const submit = form.onSubmit((values) => login.mutate(values, { onSuccess }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {login.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(login.error, AUTH_MESSAGES.loginFailed)}
          </Alert>
        )}
        <TextInput
          label="Username"
          autoComplete="username"
          withAsterisk
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={login.isPending} fullWidth>
          Login
        </Button>
        <Text size="sm" ta="center">
          Don't have an account?{' '}
          <Anchor component={Link} to="/register">
            Register
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
