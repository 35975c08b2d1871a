import type { Organization, OrganizationUser } from '@campus/sdk';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

interface RemoveUserConfirmationProps {
  user: OrganizationUser;
  organization: Organization;
  loading: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation to remove a user from an organization (spec section 8), inside the users dialog
 * rather than a second dialog over it. Focus moves to its Cancel button, so it is announced.
 */
export function RemoveUserConfirmation({
  user,
  organization,
  loading,
  error,
  onConfirm,
  onCancel,
}: RemoveUserConfirmationProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancelRef.current?.focus();
  }, []);
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label="Confirm removal">
      <Stack gap="sm">
        <Text>
          Are you sure you want to remove <strong>{user.username}</strong> from {organization.name}?
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button ref={cancelRef} variant="default" onClick={onCancel} disabled={loading}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
