import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small dimmed label over its value: the facts of a row shown as a card on a phone. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
