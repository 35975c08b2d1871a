import { formatBadgeCount } from '@campus/sdk';
import { ActionIcon, Indicator } from '@mantine/core';
import { useRef } from 'react';
import { CartIcon } from '../../components/icons';
import { useCartCount } from '../../features/cart/api/cart';
import { CartModal } from '../../features/cart/components/cart-modal';
import { useCartModal } from '../../features/cart/components/cart-modal-context';

/**
 * The cart button with its ticket-count badge (99+). It also renders the one Shopping Cart modal of the
 * app, which the cart modal context opens (here, and from 'View Cart' on an event page).
 */
export function CartButton() {
  const count = useCartCount();
  const { open } = useCartModal();
  const badge = formatBadgeCount(count);
  const button = useRef<HTMLButtonElement>(null);
  // Opened from 'View Cart', the modal cannot give the focus back to that button (its modal is gone), and
  // the focus would fall to the page's start: the cart button takes it once the modal has left the page.
  const keepFocus = () =>
    window.setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) button.current?.focus();
    });
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? 'ticket' : 'tickets'}` : 'Cart';
  return (
    <>
      <Indicator label={badge} disabled={!badge} size={18} color="red" offset={4}>
        <ActionIcon ref={button} variant="default" size="lg" aria-label={label} onClick={open}>
          <CartIcon />
        </ActionIcon>
      </Indicator>
      <CartModal onClosed={keepFocus} />
    </>
  );
}
