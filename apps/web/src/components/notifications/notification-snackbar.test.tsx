import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationSnackbar } from './notification-snackbar.tsx';

describe('notification snackbar', () => {
  it('shows a warning as an orange alert with its Ok button', async () => {
    const onClose = vi.fn();
    render(
      <NotificationSnackbar
        notification={{ id: 1, severity: 'warning', message: 'Offline', duration: 1000, actionLabel: 'Ok' }}
        onClose={onClose}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Offline');
    expect(alert).toHaveClass('snackbar__body--warning');
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('runs its action (Try again) and closes', async () => {
    const onClose = vi.fn();
    const onAction = vi.fn();
    render(
      <NotificationSnackbar
        notification={{
          id: 3,
          severity: 'warning',
          message: 'Unstable',
          duration: 1000,
          actionLabel: 'Try again',
          onAction,
        }}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onClose).toHaveBeenCalled();
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('announces information politely', () => {
    render(
      <NotificationSnackbar
        notification={{ id: 2, severity: 'success', message: 'Saved', duration: 1000 }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});
