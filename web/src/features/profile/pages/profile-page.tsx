import { ApiError, canViewPermissions, errorMessage } from '@campus/sdk';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { UserDetailCards } from '../../users/components/user-detail-cards';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from '../components/change-password-form';
import { MyPermissions } from '../components/my-permissions';
import { ProfileDetails } from '../components/profile-details';
import { ProfileForm } from '../components/profile-form';
import { ProfileSkeleton } from '../components/profile-skeleton';

export function ProfilePage() {
  useDocumentTitle('Profile');
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  // Save and Cancel remove the form that had the focus; it goes back to Edit Profile, not to the page.
  const [returnFocus, setReturnFocus] = useState(false);
  const editButtonRef = useCallback(
    (node: HTMLButtonElement | null) => {
      if (node && returnFocus) node.focus();
    },
    [returnFocus],
  );
  const stopEditing = () => {
    setEditing(false);
    setReturnFocus(true);
  };

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    // Spec section 2: a 401 on load redirects to /.
    if (profile.error instanceof ApiError && profile.error.status === 401) return <Navigate to="/" replace />;
    return (
      <Alert color="red" role="alert">
        {errorMessage(profile.error, 'Failed to load profile')}
      </Alert>
    );
  }
  const user = profile.data;

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md">
        <Group justify="space-between" mb="md">
          <Title order={1} size="h2">
            My Profile
          </Title>
          {!editing && (
            <Button ref={editButtonRef} onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
          )}
        </Group>
        {editing ? <ProfileForm user={user} onDone={stopEditing} /> : <ProfileDetails user={user} />}
      </Paper>
      <UserDetailCards user={user} ownProfile />
      {canViewPermissions(user) && (
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h3" mb="md">
            My Permissions
          </Title>
          <MyPermissions user={user} />
        </Paper>
      )}
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3" mb="md">
          Change Password
        </Title>
        <ChangePasswordForm />
      </Paper>
    </Stack>
  );
}

export default ProfilePage;
