import {
  DEFAULT_US_STATE,
  errorMessage,
  GENDERS,
  PROFILE_MESSAGES,
  ProfileUpdateSchema,
  US_STATE_CODES,
  type User,
} from '@campus/sdk';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { schemaValidate, serverFieldErrors } from '../../../lib/form';
import { useUpdateProfile } from '../api/update-profile';

const GENDER_OPTIONS = GENDERS.map((gender) => ({
  value: gender,
  label: gender.charAt(0).toUpperCase() + gender.slice(1),
}));

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
    state: user.state ?? DEFAULT_US_STATE,
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

  const submit = form.onSubmit((values) => {
    update.mutate(ProfileUpdateSchema.parse(values), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: PROFILE_MESSAGES.updated });
        onDone();
      },
      onError: (error) => {
        form.setErrors(serverFieldErrors(error));
        notifications.show({ color: 'red', message: errorMessage(error, PROFILE_MESSAGES.updateFailed) });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Edit profile">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="First Name" withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label="Middle Name" {...form.getInputProps('middle_name')} />
          <TextInput label="Last Name" withAsterisk {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
          <Select
            label="Gender"
            data={GENDER_OPTIONS}
            withAsterisk
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
            withAsterisk
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
