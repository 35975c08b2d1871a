import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface CartModalControls {
  opened: boolean;
  open: () => void;
  close: () => void;
}

const CartModalContext = createContext<CartModalControls | null>(null);

/**
 * Whether the Shopping Cart modal is open: the cart button opens it, and so does 'View Cart' after tickets
 * are added on an event page. One provider in the app shell.
 */
export function CartModalProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const controls = useMemo(
    () => ({ opened, open: () => setOpened(true), close: () => setOpened(false) }),
    [opened],
  );
  return <CartModalContext.Provider value={controls}>{children}</CartModalContext.Provider>;
}

/** The cart modal's controls; outside a provider (a component test) they do nothing. */
export function useCartModal(): CartModalControls {
  return useContext(CartModalContext) ?? { opened: false, open: () => {}, close: () => {} };
}
