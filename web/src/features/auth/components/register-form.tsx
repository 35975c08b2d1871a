import {
  AUTH_MESSAGES,
  errorMessage,
  RegisterInputSchema,
  SCHOOL_GRADES,
  schoolGradeLabel,
} from '@campus/sdk';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { schemaValidate, serverFieldErrors } from '../../../lib/form';
import { useRegister } from '../api/register';
import { OrganizationSelect } from './organization-select';

const GRADE_OPTIONS = SCHOOL_GRADES.map((grade) => ({ value: grade, label: schoolGradeLabel(grade) }));

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

  const submit = form.onSubmit((values) => {
    const input = RegisterInputSchema.parse(values);
    register.mutate(input, {
      onSuccess,
      onError: (error) => form.setErrors(serverFieldErrors(error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {register.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(register.error, AUTH_MESSAGES.registrationFailed)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="First Name" withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label="Middle Name" {...form.getInputProps('middle_name')} />
          <TextInput label="Last Name" withAsterisk {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Username"
            autoComplete="username"
            withAsterisk
            {...form.getInputProps('username')}
          />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        </SimpleGrid>
        <Radio.Group label="Gender" withAsterisk {...form.getInputProps('gender')}>
          <Group mt="xs">
            <Radio value="male" label="Male" />
            <Radio value="female" label="Female" />
          </Group>
        </Radio.Group>
        <Checkbox
          label="I am a student"
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
            placeholder="Select your grade"
            data={GRADE_OPTIONS}
            withAsterisk
            {...form.getInputProps('school_grade')}
            onChange={(value) => form.setFieldValue('school_grade', value ?? '')}
          />
        )}
        <OrganizationSelect
          value={form.values.organization_id}
          error={form.errors.organization_id}
          onChange={(value) => form.setFieldValue('organization_id', value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password_confirmation')}
          />
        </SimpleGrid>
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
