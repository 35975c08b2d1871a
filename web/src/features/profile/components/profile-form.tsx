import {
  PROFILE_MESSAGES,
  ProfileUpdateSchema,
  REGISTER_GENDERS,
  US_STATE_CODES,
  type User,
} from '@campus/sdk';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { formLevelError, schemaValidate, serverFieldErrors } from '../../../lib/form';
import { genderOptions } from '../../../lib/gender-options';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { useUpdateProfile } from '../api/update-profile';

/**
 * The profile offers the spec's male and female (spec section 2, as register does); a value set
 * elsewhere (the admin's user page also offers other) is kept as an option so an untouched field never
 * changes.
 */
function genderChoices(current: string | null) {
  const genders: string[] = [...REGISTER_GENDERS];
  if (current && !genders.includes(current)) genders.push(current);
  return genderOptions(genders);
}

export interface ProfileFormValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  gender: string;
  phone_number: string;
  bio: string;
  street_address: string;
  city: string;
  state: string;
  zipcode: string;
}

function valuesOf(user: User): ProfileFormValues {
  return {
    first_name: user.first_name,
    middle_name: user.middle_name ?? '',
    last_name: user.last_name,
    email: user.email ?? '',
    gender: user.gender ?? '',
    phone_number: user.phone_number ?? '',
    bio: user.bio ?? '',
    street_address: user.street_address ?? '',
    city: user.city ?? '',
    // An empty state stays empty: the user picks one (AL heads the list) rather than having AL written
    // silently by a save that changed something else.
    state: user.state ?? '',
    zipcode: user.zipcode ?? '',
  };
}

/** Edit own profile (spec section 5: first name, last name, email, gender and state required). */
export function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues>({
    initialValues: valuesOf(user),
    validate: schemaValidate(ProfileUpdateSchema),
  });
  const { formRef, focusFirstError } = useFocusFirstError();
  // The Edit Profile button that had the focus is gone; the form's first field takes it.
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, [formRef]);

  const submit = form.onSubmit((values) => {
    update.mutate(ProfileUpdateSchema.parse(values), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: PROFILE_MESSAGES.updated });
        onDone();
      },
      onError: (error) => {
        form.setErrors(serverFieldErrors(error));
        focusFirstError();
        // A field's error shows under the field only; the toast is for what no field shows.
        const message = formLevelError(error, Object.keys(form.values), PROFILE_MESSAGES.updateFailed);
        if (message) notifications.show({ color: 'red', message });
      },
    });
  }, focusFirstError);

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Edit profile">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="First Name" required {...form.getInputProps('first_name')} />
          <TextInput label="Middle Name" {...form.getInputProps('middle_name')} />
          <TextInput label="Last Name" required {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
          <Select
            label="Gender"
            data={genderChoices(user.gender)}
            required
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
            data={[...US_STATE_CODES]}
            placeholder="Select a state"
            required
            searchable
            {...form.getInputProps('state')}
            onChange={(value) => form.setFieldValue('state', value ?? '')}
          />
          <TextInput label="Zipcode" {...form.getInputProps('zipcode')} />
        </SimpleGrid>
        <Textarea label="Bio" rows={4} {...form.getInputProps('bio')} />
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
