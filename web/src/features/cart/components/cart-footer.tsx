import { formatMoney, paths } from '@campus/sdk';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router-dom';
import { CART_TEXT } from './cart-text';
import { ClearCartDialog } from './clear-cart-dialog';

interface CartFooterProps {
  total: number;
  onClose: () => void;
  onCleared: () => void;
}

/** The total, then Clear Cart (after a confirmation), Continue Shopping (closes) and Checkout. */
export function CartFooter({ total, onClose, onCleared }: CartFooterProps) {
  const navigate = useNavigate();
  const [confirming, confirm] = useDisclosure(false);
  return (
    <Stack gap="sm">
      <Divider />
      <Group justify="space-between">
        <Text fw={700} size="lg">
          Total
        </Text>
        <Text fw={700} size="lg">
          {formatMoney(total)}
        </Text>
      </Group>
      <Group justify="space-between" gap="sm">
        <Button variant="subtle" color="red" onClick={confirm.open}>
          {CART_TEXT.clearTitle}
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Continue Shopping
          </Button>
          <Button
            onClick={() => {
              onClose();
              void navigate(paths.checkout());
            }}
          >
            Checkout
          </Button>
        </Group>
      </Group>
      <ClearCartDialog opened={confirming} onClose={confirm.close} onCleared={onCleared} />
    </Stack>
  );
}
