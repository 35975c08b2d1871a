import {
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { EventFormValues } from '../lib/event-form-values';

export interface TicketTypeFieldsProps {
  form: UseFormReturnType<EventFormValues>;
  index: number;
  /** Remove shows only while there is more than one ticket type (spec section 5). */
  removable: boolean;
  onRemove: () => void;
}

/** One ticket-type block: name, price (dollars, step 0.01), description, max quantity. */
export function TicketTypeFields({ form, index, removable, onRemove }: TicketTypeFieldsProps) {
  const path = `ticket_types.${index}`;
  return (
    <Card withBorder radius="md" padding="md" role="group" aria-label={`Ticket Type ${index + 1}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Text fw={600} aria-hidden="true">
            Ticket Type {index + 1}
          </Text>
          {removable && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={onRemove}
              aria-label={`Remove ticket type ${index + 1}`}
            >
              Remove
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Ticket Name" required {...form.getInputProps(`${path}.name`)} />
          <NumberInput
            label="Price ($)"
            required
            min={0}
            step={0.01}
            decimalScale={2}
            allowNegative={false}
            hideControls
            inputMode="decimal"
            {...form.getInputProps(`${path}.price`)}
          />
        </SimpleGrid>
        <Textarea label="Description" rows={2} {...form.getInputProps(`${path}.description`)} />
        <NumberInput
          label="Max Quantity"
          description="Leave empty for no limit"
          min={1}
          clampBehavior="none"
          step={1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps(`${path}.max_quantity`)}
        />
      </Stack>
    </Card>
  );
}
