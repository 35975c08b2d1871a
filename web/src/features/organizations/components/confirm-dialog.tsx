import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown in red inside the dialog after a failed attempt. */
  error?: string | null;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A confirmation (spec section 8, "Confirmations"): what will happen, Cancel (focused first, so Enter
 * never confirms by accident) and the red action.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  error,
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{children}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
