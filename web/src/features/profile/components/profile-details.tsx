import { genderLabel, schoolGradeLabel, type User } from '@campus/sdk';
import { SimpleGrid, Stack, Text } from '@mantine/core';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Stack>
  );
}

function address(user: User): string {
  const cityLine = [user.city, [user.state, user.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [user.street_address, cityLine].filter(Boolean).join(', ');
}

/** The read-only view of the signed-in user's profile. */
export function ProfileDetails({ user }: { user: User }) {
  const fullName = [user.first_name, user.middle_name, user.last_name].filter(Boolean).join(' ');
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label="Name" value={fullName} />
        <Field label="Username" value={user.username} />
        <Field label="Email" value={user.email} />
        <Field label="Gender" value={genderLabel(user.gender)} />
        <Field label="Phone" value={user.phone_number} />
        <Field label="Student" value={user.is_student ? 'Yes' : 'No'} />
        {user.is_student && (
          <Field
            label="School Grade"
            value={user.school_grade ? schoolGradeLabel(user.school_grade) : null}
          />
        )}
        <Field label="Address" value={address(user)} />
      </SimpleGrid>
      <Field label="Bio" value={user.bio} />
    </Stack>
  );
}
