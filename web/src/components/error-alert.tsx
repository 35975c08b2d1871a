import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A failure message, announced as it appears (role="alert"); nothing when there is none. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {children}
    </Alert>
  );
}
