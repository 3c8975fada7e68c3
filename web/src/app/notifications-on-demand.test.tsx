import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationsOnDemand } from './notifications-on-demand.tsx';

describe('notifications', () => {
  it('are announced: each is an alert, a live region a screen reader reads out as it appears', async () => {
    render(
      <MantineProvider env="test">
        <NotificationsOnDemand />
      </MantineProvider>,
    );
    act(() => void notifications.show({ message: 'Leave approved.' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Leave approved.');
  });
});
