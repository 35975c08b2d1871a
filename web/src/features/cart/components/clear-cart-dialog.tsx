import { CART_MESSAGES, CONFIRMATION_MESSAGES, errorMessage } from '@campus/sdk';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useClearCart } from '../api/cart';
import { CART_TEXT } from './cart-text';

interface ClearCartDialogProps {
  opened: boolean;
  onClose: () => void;
  /** After the cart is emptied (the Clear Cart button that opened this is gone with the lines). */
  onCleared: () => void;
}

/** 'Are you sure you want to clear your cart?' before every line goes; a failure keeps it open to retry. */
export function ClearCartDialog({ opened, onClose, onCleared }: ClearCartDialogProps) {
  const clear = useClearCart();
  const close = () => {
    clear.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={CART_TEXT.clearTitle}
      confirmLabel={CART_TEXT.clearTitle}
      pending={clear.isPending}
      error={clear.isError ? errorMessage(clear.error, CART_MESSAGES.clearFailed) : null}
      onClose={close}
      onConfirm={() =>
        clear.mutate(undefined, {
          onSuccess: () => {
            close();
            onCleared();
          },
        })
      }
    >
      {CONFIRMATION_MESSAGES.clearCart}
    </ConfirmDialog>
  );
}
