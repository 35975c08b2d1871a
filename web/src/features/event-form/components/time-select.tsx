import { formatTime12h, timeSlots } from '@campus/sdk';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';

const SLOTS = timeSlots();

export interface TimeSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** Offer only slots later than this 'HH:mm' (an end time after the start of a one-day event). */
  after?: string;
}

/**
 * The time picker of spec section 5: 30-minute slots from 06:00 to 23:30, shown in 12-hour time; the
 * value stays 'HH:mm'. With `after`, only later slots (the spec's optional minimum). A stored time that is
 * not offered (e.g. 05:45, or an end before a new start) is kept as an extra choice, and validation says why.
 */
export function TimeSelect({ value, onChange, after, ...props }: TimeSelectProps) {
  const data = useMemo(() => {
    const offered = after ? timeSlots({ min: after }).filter((slot) => slot > after) : SLOTS;
    const slots = value && !offered.includes(value) ? [...offered, value].sort() : offered;
    return slots.map((slot) => ({ value: slot, label: formatTime12h(slot) }));
  }, [value, after]);
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
