import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A success message the user may dismiss, announced politely (role="status"); nothing when there is none. */
export function SuccessAlert({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  if (!children) return null;
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {children}
    </Alert>
  );
}
