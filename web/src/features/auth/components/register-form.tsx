import {
  AUTH_MESSAGES,
  REGISTER_GENDERS,
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
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { PasswordField } from '../../../components/password-field';
import { formLevelError, schemaValidate, serverFieldErrors } from '../../../lib/form';
import { genderOptions } from '../../../lib/gender-options';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { useRegister } from '../api/register';
import { OrganizationSelect } from './organization-select';

const GRADE_OPTIONS = SCHOOL_GRADES.map((grade) => ({ value: grade, label: schoolGradeLabel(grade) }));
const GENDER_OPTIONS = genderOptions(REGISTER_GENDERS);

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
        {alert && (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="First Name" required {...form.getInputProps('first_name')} />
          <TextInput label="Middle Name" {...form.getInputProps('middle_name')} />
          <TextInput label="Last Name" required {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Username" autoComplete="username" required {...form.getInputProps('username')} />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        </SimpleGrid>
        <Radio.Group label="Gender" required {...form.getInputProps('gender')}>
          <Group mt="xs">
            {GENDER_OPTIONS.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} required />
            ))}
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
            required
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
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            required
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
