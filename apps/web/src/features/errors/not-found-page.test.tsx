import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import errors from '../../locales/en-US/errors.json';
import { renderScreen } from '../../test/render.tsx';
import { NotFoundPage } from './not-found-page.tsx';

describe('NotFoundPage', () => {
  it('on a known hotel, says the page was not found and starts again from the hotel’s start', async () => {
    await renderScreen(<NotFoundPage />);
    expect(await screen.findByRole('heading', { name: errors.notFound.title })).toBeVisible();
    expect(screen.getByRole('button', { name: errors.notFound.action })).toBeVisible();
  });

  it('on a host that is no hotel, says this hotel’s portal does not exist, with no button to loop on', async () => {
    await renderScreen(<NotFoundPage />, { isUnknownHotel: true });
    expect(await screen.findByRole('heading', { name: errors.unknownHotel.title })).toBeVisible();
    expect(screen.getByText(/No hotel has its pre-check-in at localhost/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(errors.notFound.title)).toBeNull();
  });
});
