import { formatBadgeCount } from '@campus/sdk';
import { ActionIcon, Indicator, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CartIcon } from '../../components/icons';

/** The cart button with its item-count badge (99+); the cart modal arrives with the cart issue. */
export function CartButton({ count }: { count: number }) {
  const [opened, { open, close }] = useDisclosure(false);
  const badge = formatBadgeCount(count);
  return (
    <>
      <Indicator label={badge} disabled={!badge} size={18} color="red" offset={4}>
        <ActionIcon variant="default" size="lg" aria-label="Cart" onClick={open}>
          <CartIcon />
        </ActionIcon>
      </Indicator>
      <Modal
        opened={opened}
        onClose={close}
        title="Shopping Cart"
        closeButtonProps={{ 'aria-label': 'Close cart' }}
      >
        <Text c="dimmed">Not built yet</Text>
      </Modal>
    </>
  );
}
