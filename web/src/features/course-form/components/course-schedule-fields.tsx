import { WEEKDAYS, type Weekday } from '@campus/sdk';
import {
  Checkbox,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  useComputedColorScheme,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TimeSelect } from '../../event-form/components/time-select';
import type { CourseFormValues } from '../lib/course-form-values';

const RECURRENCE_OPTIONS = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];

const dayLabel = (day: Weekday) => day[0]?.toUpperCase() + day.slice(1);

export interface CourseScheduleFieldsProps {
  form: UseFormReturnType<CourseFormValues>;
  /** Sets values through the sdk's clearing rules (the recurrence fields clear each other). */
  change: (patch: Partial<CourseFormValues>) => void;
  errorOf: (field: string) => string | null;
}

/**
 * Date & Schedule: date, start and end time, end date; recurring courses add the type, the recurrence end
 * date, the weekdays (weekly) or the monthly option (monthly). Required marks follow the schema's rules:
 * a one-time course needs its date and times, a recurring one its type and end date.
 */
export function CourseScheduleFields({ form, change, errorOf }: CourseScheduleFieldsProps) {
  // The browser draws the date pickers' icon and popup: they follow the app's theme, not the system's.
  const dateStyles = { input: { colorScheme: useComputedColorScheme('light') } };
  const { values } = form;
  const recurring = values.is_recurring;
  // The end time must come after the start on the same day (one-time without an end date, or recurring).
  const endsSameDay = recurring || !values.end_date || values.end_date === values.date;

  return (
    <Stack gap="md">
      <Checkbox
        label="This is a recurring course"
        checked={recurring}
        onChange={(event) => change({ is_recurring: event.currentTarget.checked })}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          type="date"
          label="Date"
          required={!recurring}
          description={recurring ? 'The first day of the course' : undefined}
          styles={dateStyles}
          {...form.getInputProps('date')}
        />
        <TimeSelect
          label="Start Time"
          required={!recurring}
          value={values.start_time}
          onChange={(value) => form.setFieldValue('start_time', value)}
          error={errorOf('start_time')}
        />
        <TimeSelect
          label="End Time"
          required={!recurring}
          after={endsSameDay ? values.start_time || undefined : undefined}
          value={values.end_time}
          onChange={(value) => form.setFieldValue('end_time', value)}
          error={errorOf('end_time')}
        />
      </SimpleGrid>
      <TextInput
        type="date"
        label="End Date"
        description="Optional: leave empty for a single-day course"
        styles={dateStyles}
        maw={{ sm: 'calc((100% - 2 * var(--mantine-spacing-md)) / 3)' }}
        {...form.getInputProps('end_date')}
      />
      {recurring && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Recurrence Type"
              required
              placeholder="Select a recurrence"
              data={RECURRENCE_OPTIONS}
              allowDeselect={false}
              value={values.recurrence_type || null}
              onChange={(value) => {
                change({ recurrence_type: (value ?? '') as CourseFormValues['recurrence_type'] });
                form.clearFieldError('recurrence_type');
                form.clearFieldError('weekly_days');
                form.clearFieldError('monthly_option');
              }}
              error={errorOf('recurrence_type')}
            />
            <TextInput
              type="date"
              label="Recurrence End Date"
              required
              styles={dateStyles}
              {...form.getInputProps('recurrence_end_date')}
            />
          </SimpleGrid>
          {values.recurrence_type === 'weekly' && (
            <Checkbox.Group
              label="Days of the Week"
              required
              value={values.weekly_days}
              onChange={(days) => {
                // Kept in week order, as the server stores them.
                const picked = WEEKDAYS.filter((day) => days.includes(day));
                form.setFieldValue('weekly_days', picked);
                form.clearFieldError('weekly_days');
              }}
              error={errorOf('weekly_days')}
            >
              <Group gap="md" mt="xs">
                {WEEKDAYS.map((day) => (
                  <Checkbox
                    key={day}
                    value={day}
                    label={dayLabel(day)}
                    error={errorOf('weekly_days') ? true : undefined}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          )}
          {values.recurrence_type === 'monthly' && (
            <Radio.Group
              label="Monthly Recurrence"
              required
              value={values.monthly_option || null}
              onChange={(value) => {
                form.setFieldValue('monthly_option', value as CourseFormValues['monthly_option']);
                form.clearFieldError('monthly_option');
              }}
              error={errorOf('monthly_option')}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="date" label="On the same date each month" />
                <Radio value="weekday" label="On the same weekday each month (e.g. second Tuesday)" />
              </Stack>
            </Radio.Group>
          )}
        </>
      )}
    </Stack>
  );
}
