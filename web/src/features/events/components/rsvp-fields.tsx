import { RSVP_QUANTITY_MAX, RSVP_QUANTITY_MIN } from '@campus/sdk';
import {
  NumberInput,
  type NumberInputProps,
  SegmentedControl,
  type SegmentedControlProps,
  Stack,
  Text,
} from '@mantine/core';
import { useId } from 'react';

/** The registration modals' quantity: whole seats, 1 to 10, the first field to take the focus. */
export function RsvpQuantityField(props: NumberInputProps) {
  return (
    <NumberInput
      label="Quantity"
      description="Number of people attending, including you"
      min={RSVP_QUANTITY_MIN}
      max={RSVP_QUANTITY_MAX}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="blur"
      data-autofocus
      {...props}
    />
  );
}

/** A segmented choice with a visible label that names it, and its error under it. */
export function LabelledChoice({
  label,
  error,
  ...props
}: Omit<SegmentedControlProps, 'aria-labelledby'> & { label: string; error?: unknown }) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={labelId} fullWidth {...props} />
      {typeof error === 'string' && error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
