import { formatBadgeCount } from '@campus/sdk';
import { ActionIcon, Indicator } from '@mantine/core';
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
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? 'ticket' : 'tickets'}` : 'Cart';
  return (
    <>
      <Indicator label={badge} disabled={!badge} size={18} color="red" offset={4}>
        <ActionIcon variant="default" size="lg" aria-label={label} onClick={open}>
          <CartIcon />
        </ActionIcon>
      </Indicator>
      <CartModal />
    </>
  );
}
