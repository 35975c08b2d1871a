import { Card, Group, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface CardSectionProps {
  title: string;
  /** Buttons beside the title (Edit, Assign, Manage). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One card of a user's page: a titled section (its heading names it for screen readers). */
export function CardSection({ title, actions, children }: CardSectionProps) {
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId} h="100%">
      <Group justify="space-between" align="center" mb="sm" gap="xs" wrap="wrap">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {children}
    </Card>
  );
}
