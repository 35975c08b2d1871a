import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen; the dialog's text. */
  children: ReactNode;
  confirmLabel: string;
  /** Shown in red inside the dialog after a failed attempt; the dialog stays open so it can be retried. */
  error?: string | null;
  /** While the action runs: the action button spins and Cancel waits. */
  pending?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape and the close button. */
  onClose: () => void;
}

/**
 * A confirmation before a destructive action (spec section 8, "Confirmations"): what will happen,
 * Cancel (focused first, so Enter never confirms by accident) and the red action.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  error,
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text>{children}</Text>
        <ErrorAlert>{error}</ErrorAlert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
