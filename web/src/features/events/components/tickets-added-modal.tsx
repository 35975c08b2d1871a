import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCartModal } from '../../cart/components/cart-modal-context';

interface TicketsAddedModalProps {
  opened: boolean;
  onClose: () => void;
}

/** 'Tickets Added to Cart!' (spec section 2 "Modals"): keep browsing, or open the Shopping Cart modal. */
export function TicketsAddedModal({ opened, onClose }: TicketsAddedModalProps) {
  const cartModal = useCartModal();
  const viewCart = () => {
    onClose();
    cartModal.open();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Tickets Added to Cart!" centered>
      <Stack>
        <Text>Your tickets are in your cart. Check out when you are ready, or keep browsing.</Text>
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={onClose}>
            Continue Shopping
          </Button>
          <Button onClick={viewCart} data-autofocus>
            View Cart
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
