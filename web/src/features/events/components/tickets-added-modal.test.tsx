import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CartModalProvider, useCartModal } from '../../cart/components/cart-modal-context';
import { TicketsAddedModal } from './tickets-added-modal';

function CartState() {
  return <output aria-label="cart modal">{useCartModal().opened ? 'open' : 'closed'}</output>;
}

function Harness() {
  const [opened, setOpened] = useState(true);
  return (
    <MantineProvider env="test">
      <CartModalProvider>
        <TicketsAddedModal opened={opened} onClose={() => setOpened(false)} />
        <CartState />
      </CartModalProvider>
    </MantineProvider>
  );
}

describe('Tickets Added to Cart!', () => {
  it('View Cart closes it and opens the Shopping Cart modal', async () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Tickets Added to Cart!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'View Cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status', { name: 'cart modal' }).textContent).toBe('open');
  });

  it('Continue Shopping only closes it', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status', { name: 'cart modal' }).textContent).toBe('closed');
  });
});
