import { AUTH_MESSAGES, RegisterInputSchema } from '@campus/sdk';
import { Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { GenderField, NameFields, PasswordFields, StudentFields } from '../../../components/account-fields';
import { ErrorAlert } from '../../../components/error-alert';
import { formLevelError, schemaValidate, serverFieldErrors } from '../../../lib/form';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { useRegister } from '../api/register';
import { OrganizationSelect } from './organization-select';

export interface RegisterFormValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  username: string;
  email: string;
  gender: string;
  is_student: boolean;
  school_grade: string;
  organization_id: string;
  password: string;
  password_confirmation: string;
}

const EMPTY: RegisterFormValues = {
  first_name: '',
  middle_name: '',
  last_name: '',
  username: '',
  email: '',
  gender: '',
  is_student: false,
  school_grade: '',
  organization_id: '',
  password: '',
  password_confirmation: '',
};

/** Spec sections 2 and 5: every register field, its rules and messages, and the server's field errors. */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const register = useRegister();
  const form = useForm<RegisterFormValues>({
    initialValues: EMPTY,
    validate: schemaValidate(RegisterInputSchema),
  });
  const { formRef, focusFirstError } = useFocusFirstError();

  const submit = form.onSubmit((values) => {
    const input = RegisterInputSchema.parse(values);
    register.mutate(input, {
      onSuccess,
      onError: (error) => {
        form.setErrors(serverFieldErrors(error));
        focusFirstError();
      },
    });
  }, focusFirstError);
  // A taken username shows under Username only; the alert is for what no field shows.
  const alert = register.isError
    ? formLevelError(register.error, Object.keys(EMPTY), AUTH_MESSAGES.registrationFailed)
    : null;

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack>
        <ErrorAlert>{alert}</ErrorAlert>
        <NameFields form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Username" autoComplete="username" required {...form.getInputProps('username')} />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        </SimpleGrid>
        <GenderField form={form} />
        <StudentFields form={form} gradePlaceholder="Select your grade" />
        <OrganizationSelect
          value={form.values.organization_id}
          error={form.errors.organization_id}
          onChange={(value) => form.setFieldValue('organization_id', value)}
        />
        <PasswordFields form={form} />
        <Button type="submit" disabled={register.isPending} fullWidth>
          {register.isPending ? 'Creating account...' : 'Create account'}
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
