import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../components/notifications/notification-store.ts';
import rating from '../../locales/en-US/rating.json';
import { initTestI18n } from '../../test/render.tsx';
import { ratedStore } from './rated-store.ts';
import { RatingOffer } from './rating-offer.tsx';
import { WithQueryClient } from '../../test/with-query-client.tsx';

const GUEST_ID = '2ebe2bad-4de4-4bce-8f9e-581a1ad9624c';
const RESERVATION_ID = '68d0c852-1a8e-467c-b170-51ea2857bfd2';

type TReply = { status: number; body: unknown };

function stubRating(reply: () => TReply) {
  const fetchMock = vi.fn(() => {
    const { status, body } = reply();
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const saved = (): TReply => ({
  status: 201,
  body: {
    id: '0b8a1c7e-4b7e-4d7a-9f3b-1c2d3e4f5a6b',
    rating: 4,
    comment: null,
    createdAt: '2026-11-23T00:00:00Z',
  },
});

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en-US', 'rating', rating);
});

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.dismiss();
  window.localStorage.clear();
});

function renderOffer(isJustFinished: boolean) {
  const user = userEvent.setup();
  render(<RatingOffer guestId={GUEST_ID} reservationId={RESERVATION_ID} isJustFinished={isJustFinished} />, {
    wrapper: WithQueryClient,
  });
  return user;
}

describe('RatingOffer', () => {
  it('opens the rating modal by itself right after the list is finished', async () => {
    stubRating(saved);
    renderOffer(true);
    expect(await screen.findByRole('dialog', { name: 'Rate your experience' })).toBeVisible();
  });

  it('offers a button later, and nothing once the guest has rated', () => {
    renderOffer(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Rate the portal' })).toBeVisible();
  });

  it('shows nothing to a guest who already rated on this device', () => {
    ratedStore.markRated(RESERVATION_ID, GUEST_ID);
    renderOffer(true);
    expect(screen.queryByRole('button', { name: 'Rate the portal' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has five stars as a radio group, asks for one, then sends the rating and the comment', async () => {
    const fetchMock = stubRating(saved);
    const user = renderOffer(true);
    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    const stars = within(dialog).getByRole('group', { name: 'Your rating' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);

    await user.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose 1 to 5 stars.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(stars).getByRole('radio', { name: '3 of 5 stars: fair' }));
    await user.keyboard('{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '4 of 5 stars: good' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Comment (optional)'), '  Quick and easy  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send rating' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/rating');
    expect(JSON.parse(String(init.body))).toEqual({
      guestId: GUEST_ID,
      rating: 4,
      comment: 'Quick and easy',
    });
    expect(notifications.getSnapshot()).toMatchObject({
      severity: 'success',
      message: 'Thank you for your rating!',
    });
    expect(screen.queryByRole('button', { name: 'Rate the portal' })).toBeNull();
    expect(ratedStore.hasRated(RESERVATION_ID, GUEST_ID)).toBe(true);
  });

  it('tells a guest who already rated so, and offers it no more', async () => {
    stubRating(() => ({ status: 409, body: { code: 'RATING_ALREADY_GIVEN', message: 'Already rated' } }));
    const user = renderOffer(true);
    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    await user.click(within(dialog).getByRole('radio', { name: '5 of 5 stars: excellent' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notifications.getSnapshot()).toMatchObject({
      severity: 'info',
      message: "You've already rated the portal for this reservation. Thank you!",
    });
    expect(screen.queryByRole('button', { name: 'Rate the portal' })).toBeNull();
  });

  it('keeps the modal open when sending fails', async () => {
    stubRating(() => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } }));
    const user = renderOffer(true);
    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    await user.click(within(dialog).getByRole('radio', { name: '2 of 5 stars: bad' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    await waitFor(() =>
      expect(notifications.getSnapshot()).toMatchObject({
        severity: 'error',
        message: "We couldn't send your rating. Please try again.",
      }),
    );
    expect(dialog).toBeVisible();
    expect(ratedStore.hasRated(RESERVATION_ID, GUEST_ID)).toBe(false);
  });
});
