import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCompany } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { ReservationCard } from './reservation-card.tsx';

const hotel = makeCompany().hotel;
const reservation = {
  reservationNumber: '1001',
  checkinDate: '2026-11-25',
  checkoutDate: '2026-11-28T00:00:00.000Z',
};

describe('reservation card', () => {
  it('opens on the chip with dates, hours, nights and the hotel contacts', async () => {
    const user = userEvent.setup();
    await renderScreen(
      <>
        <ReservationCard reservation={reservation} hotel={hotel} />
        <p>outside</p>
      </>,
    );
    const chip = screen.getByRole('button', { name: 'My reservation #1001' });
    expect(chip).toHaveAttribute('aria-expanded', 'false');
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-expanded', 'true');
    const card = screen.getByRole('region', { name: 'My reservation' });
    expect(card).toHaveTextContent('25/11/2026');
    expect(card).toHaveTextContent('from 2 p.m.');
    expect(card).toHaveTextContent('28/11/2026');
    expect(card).toHaveTextContent('until noon');
    expect(card).toHaveTextContent('Nights3');
    expect(card).toHaveTextContent(hotel.fullAddress);
    expect(screen.getByRole('link', { name: hotel.email })).toHaveAttribute('href', `mailto:${hotel.email}`);
    expect(document.activeElement).toBe(card);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(chip);

    await user.click(chip);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
