import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TimeSelect } from './time-select';

async function optionsOf(props: { value: string; after?: string }): Promise<string[]> {
  render(
    <MantineProvider env="test">
      <TimeSelect label="End Time" onChange={() => {}} {...props} />
    </MantineProvider>,
  );
  await userEvent.click(screen.getByRole('combobox', { name: 'End Time' }));
  return screen.getAllByRole('option').map((option) => option.textContent ?? '');
}

describe('TimeSelect', () => {
  it('offers every 30-minute slot from 6:00 AM to 11:30 PM', async () => {
    const options = await optionsOf({ value: '' });
    expect(options).toHaveLength(36);
    expect([options[0], options.at(-1)]).toEqual(['6:00 AM', '11:30 PM']);
  });

  it('after a start time, only later slots; a stored earlier value stays offered', async () => {
    const options = await optionsOf({ value: '08:00', after: '09:00' });
    expect(options.slice(0, 3)).toEqual(['8:00 AM', '9:30 AM', '10:00 AM']);
    expect(options).not.toContain('9:00 AM');
    expect(options).not.toContain('7:30 AM');
  });
});
