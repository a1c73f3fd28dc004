import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

describe('the app theme', () => {
  it('names the close button of every toast, in the reader language', async () => {
    render(
      <MantineProvider env="test" theme={createAppTheme('#1c4f9c', 'Cerrar')}>
        <Notifications />
      </MantineProvider>,
    );
    act(() => {
      notifications.show({ color: 'red', message: 'The server could not answer.' });
    });
    expect(await screen.findByText('The server could not answer.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  });
});
