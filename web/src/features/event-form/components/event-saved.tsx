import { SAVE_REDIRECT_DELAY_MS } from '@campus/sdk';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';

export interface EventSavedProps {
  title: 'Event Created Successfully' | 'Event Updated Successfully';
  /** Where the screen goes after SAVE_REDIRECT_DELAY_MS (2 seconds, spec section 9). */
  redirectTo: string;
  /** What the redirect opens, for the screen's text ('the event', 'the dashboard'). */
  destination: string;
  /** Created by someone without create_event and asked to publish: it waits for approval. */
  pending?: boolean;
}

/** The success screen after saving an event; it moves on by itself after two seconds. */
export function EventSaved({ title, redirectTo, destination, pending = false }: EventSavedProps) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    const timer = window.setTimeout(() => navigate(redirectTo), SAVE_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, redirectTo]);

  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto" w="100%" role="status">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden="true">
          <span style={{ fontSize: 28 }}>✓</span>
        </ThemeIcon>
        <Title order={1} size="h2" ref={heading} tabIndex={-1}>
          {title}
        </Title>
        {pending && <Text>Your event has been submitted and is pending approval.</Text>}
        <Text c="dimmed" size="sm">
          Taking you to {destination}…
        </Text>
        <Button component={Link} to={redirectTo} variant="light">
          Continue
        </Button>
      </Stack>
    </Paper>
  );
}
