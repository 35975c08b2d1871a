import { SAVE_REDIRECT_DELAY_MS } from '@campus/sdk';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';

export interface SavedScreenProps {
  /** 'Event Created Successfully', 'Course Updated Successfully', ... */
  title: string;
  /** Where the screen goes after SAVE_REDIRECT_DELAY_MS (2 seconds, spec section 9). */
  redirectTo: string;
  /** What the redirect opens, for the screen's text ('the event', 'the dashboard'). */
  destination: string;
  /** Shown under the title, e.g. that the item waits for approval. */
  note?: string;
}

/** The success screen after saving a form (event, course); it moves on by itself after two seconds. */
export function SavedScreen({ title, redirectTo, destination, note }: SavedScreenProps) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The form is gone: focus the heading so screen readers announce the outcome.
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
        {note && <Text>{note}</Text>}
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
