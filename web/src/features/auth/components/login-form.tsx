import { AUTH_MESSAGES, errorMessage, LoginInputSchema } from '@campus/sdk';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { PasswordField } from '../../../components/password-field';
import { schemaValidate } from '../../../lib/form';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { useLogin } from '../api/login';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: schemaValidate(LoginInputSchema),
  });
  const { formRef, focusFirstError } = useFocusFirstError();

  const submit = form.onSubmit((values) => login.mutate(values, { onSuccess }), focusFirstError);

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack>
        {login.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(login.error, AUTH_MESSAGES.loginFailed)}
          </Alert>
        )}
        <TextInput
          label="Username"
          autoComplete="username"
          required
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
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
