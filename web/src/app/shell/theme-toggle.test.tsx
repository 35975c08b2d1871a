import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('theme toggle', () => {
  it('starts light, switches to dark, and keeps the choice in local storage', async () => {
    const first = renderApp('/');
    await waitFor(() => expect(scheme()).toBe('light'));
    await first.userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    first.unmount();

    document.documentElement.removeAttribute('data-mantine-color-scheme');
    const second = renderApp('/');
    await waitFor(() => expect(scheme()).toBe('dark'));
    await second.userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    await waitFor(() => expect(window.localStorage.getItem('theme')).toBe('light'));
  });
});
