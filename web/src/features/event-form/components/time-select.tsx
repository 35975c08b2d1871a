import { formatTime12h, timeSlots } from '@campus/sdk';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';

const SLOTS = timeSlots();

export interface TimeSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The time picker of spec section 5: 30-minute slots from 06:00 to 23:30, shown in 12-hour time; the
 * value stays 'HH:mm'. A stored time off the slots (e.g. 05:45) is kept as an extra choice.
 */
export function TimeSelect({ value, onChange, ...props }: TimeSelectProps) {
  const data = useMemo(() => {
    const slots = value && !SLOTS.includes(value) ? [...SLOTS, value].sort() : SLOTS;
    return slots.map((slot) => ({ value: slot, label: formatTime12h(slot) }));
  }, [value]);
  return (
    <Select
      {...props}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      allowDeselect={false}
      maxDropdownHeight={260}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
