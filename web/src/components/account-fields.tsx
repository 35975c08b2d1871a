import { REGISTER_GENDERS, SCHOOL_GRADES, schoolGradeLabel } from '@campus/sdk';
import { Checkbox, Group, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { genderOptions } from '../lib/gender-options';
import { PasswordField } from './password-field';

const GRADE_OPTIONS = SCHOOL_GRADES.map((grade) => ({ value: grade, label: schoolGradeLabel(grade) }));
const GENDER_OPTIONS = genderOptions(REGISTER_GENDERS);

/** The account fields both Register and Create User hold (their forms hold more). */
export interface AccountFieldValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
  gender: string;
  is_student: boolean;
  school_grade: string;
}

type AccountForm = UseFormReturnType<AccountFieldValues>;

/** First, middle (optional) and last name on one row, stacked on a phone. */
export function NameFields({ form, autoFocus = false }: { form: AccountForm; autoFocus?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextInput
        label="First Name"
        required
        data-autofocus={autoFocus || undefined}
        {...form.getInputProps('first_name')}
      />
      <TextInput label="Middle Name" {...form.getInputProps('middle_name')} />
      <TextInput label="Last Name" required {...form.getInputProps('last_name')} />
    </SimpleGrid>
  );
}

/** Password and its confirmation, side by side. */
export function PasswordFields({ form }: { form: AccountForm }) {
  return (
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
  );
}

/** The gender radios (required). */
export function GenderField({ form }: { form: AccountForm }) {
  return (
    <Radio.Group label="Gender" required {...form.getInputProps('gender')}>
      <Group mt="xs">
        {GENDER_OPTIONS.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} required />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** 'I am a student' and, for a student only, the required school grade; unticking clears the grade. */
export function StudentFields({ form, gradePlaceholder }: { form: AccountForm; gradePlaceholder: string }) {
  return (
    <>
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
          placeholder={gradePlaceholder}
          data={GRADE_OPTIONS}
          required
          {...form.getInputProps('school_grade')}
          onChange={(value) => form.setFieldValue('school_grade', value ?? '')}
        />
      )}
    </>
  );
}
