import { formatDateShort, genderLabel, schoolGradeLabel, type UserDetail } from '@campus/sdk';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { CardSection } from './card-section';
import { UserEditForm } from './user-edit-form';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Text>
    </Stack>
  );
}

function address(user: UserDetail): string {
  const cityLine = [user.city, [user.state, user.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [user.street_address, cityLine].filter(Boolean).join(', ');
}

function role(user: UserDetail): string {
  if (user.is_admin) return 'Administrator';
  return user.is_student ? 'Student' : 'User';
}

/** 'Details': the user's fields (spec section 2), with Edit (inline) when can.edit. */
export function DetailsCard({ user, canEdit }: { user: UserDetail; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  // Save and Cancel remove the form that had the focus: it goes back to Edit.
  const [returnFocus, setReturnFocus] = useState(false);
  const editRef = useCallback(
    (node: HTMLButtonElement | null) => {
      if (node && returnFocus) node.focus();
    },
    [returnFocus],
  );
  const stop = () => {
    setEditing(false);
    setReturnFocus(true);
  };
  return (
    <CardSection
      title="Details"
      actions={
        canEdit &&
        !editing && (
          <Button ref={editRef} size="xs" variant="light" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      {editing ? (
        <UserEditForm user={user} onDone={stop} />
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Field label="ID" value={String(user.id)} />
            <Field label="Username" value={user.username} />
            <Field label="Email" value={user.email} />
            <Field label="Role" value={role(user)} />
            <Field label="Gender" value={user.gender ? genderLabel(user.gender) : null} />
            <Field label="Phone" value={user.phone_number} />
            <Field
              label="School Grade"
              value={user.school_grade ? schoolGradeLabel(user.school_grade) : null}
            />
            <Field label="Joined" value={formatDateShort(user.created_at)} />
          </SimpleGrid>
          <Field label="Address" value={address(user)} />
          <Field label="About" value={user.bio} />
        </Stack>
      )}
    </CardSection>
  );
}
