import { paths } from '@campus/sdk';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { loginPathReturningTo } from '../../../lib/return-path';
import { CHECKOUT_TEXT } from './checkout-text';

function StateCard({ title, hint, action }: { title: string; hint: string; action: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" maw={520} mx="auto">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Text c="dimmed">{hint}</Text>
        {action}
      </Stack>
    </Paper>
  );
}

/** A guest at /checkout: Log In, which comes back here once signed in. */
export function CheckoutAuthRequired() {
  return (
    <StateCard
      title={CHECKOUT_TEXT.authRequired}
      hint={CHECKOUT_TEXT.authRequiredHint}
      action={
        <Button component={Link} to={loginPathReturningTo(paths.checkout())}>
          Log In
        </Button>
      }
    />
  );
}

/** Nothing to pay for: Browse Events. */
export function CheckoutEmpty() {
  return (
    <StateCard
      title={CHECKOUT_TEXT.empty}
      hint={CHECKOUT_TEXT.emptyHint}
      action={
        <Button component={Link} to={paths.events()}>
          Browse Events
        </Button>
      }
    />
  );
}
