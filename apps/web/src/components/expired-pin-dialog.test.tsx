import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import common from '../locales/en-US/common.json';
import errors from '../locales/en-US/errors.json';
import search from '../locales/en-US/search.json';
import { renderScreen } from '../test/render.tsx';
import { ExpiredPinDialog } from './expired-pin-dialog.tsx';

describe('ExpiredPinDialog', () => {
  it('says the PIN expired when the link was refused for any other reason', async () => {
    await renderScreen(<ExpiredPinDialog code="PIN_LINK_INVALID" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: common.expiredPin.title });
    expect(dialog).toHaveAccessibleDescription(common.expiredPin.text);
  });

  it('says the link was already used, not expired, when it signed the guest in before', async () => {
    await renderScreen(<ExpiredPinDialog code="PIN_LINK_USED" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: common.usedPinLink.title });
    expect(dialog).toHaveAccessibleDescription(errors.codes.PIN_LINK_USED);
    expect(screen.queryByText(common.expiredPin.title)).toBeNull();
  });

  it('tells a guest too early the day the pre-check-in opens, as the search does', async () => {
    await renderScreen(
      <ExpiredPinDialog
        code="RESERVATION_NOT_OPEN_YET"
        details={{ opensOn: '2026-12-01' }}
        onClose={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: search.blocked.reasons.notOpenYet.title });
    expect(dialog).toHaveAccessibleDescription(
      errors.codes.RESERVATION_NOT_OPEN_YET_date.replace('{{date}}', '01/12/2026'),
    );
  });

  it('tells the pre-check-in period ended, apart from an expired reservation', async () => {
    await renderScreen(<ExpiredPinDialog code="RESERVATION_PERIOD_ENDED" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: search.blocked.reasons.periodEnded.title });
    expect(dialog).toHaveAccessibleDescription(errors.codes.RESERVATION_PERIOD_ENDED);
    expect(errors.codes.RESERVATION_PERIOD_ENDED).not.toBe(errors.codes.RESERVATION_EXPIRED);
  });

  it('names the reason, as the search does, when the reservation closed since the link was sent', async () => {
    await renderScreen(<ExpiredPinDialog code="RESERVATION_CANCELLED" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: search.blocked.reasons.cancelled.title });
    expect(dialog).toHaveAccessibleDescription(errors.codes.RESERVATION_CANCELLED);
    expect(screen.queryByText(common.expiredPin.title)).toBeNull();
  });
});
