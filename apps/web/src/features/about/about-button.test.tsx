import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import about from '../../locales/en-US/about.json';
import { initTestI18n } from '../../test/render.tsx';
import { AboutButton } from './about-button.tsx';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en-US', 'about', about);
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <AboutButton /> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('AboutButton', () => {
  it.each([
    ['/home', about.topics.guestList.title],
    ['/reservation/personal-info', about.topics.fnrh.title],
    ['/reservation/signature', about.topics.signature.title],
    ['/token-validation', about.topics.general.title],
  ])('on %s opens the about-modal of that screen, and closes it', async (path, title) => {
    const user = userEvent.setup();
    renderAt(path);
    const button = screen.getByRole('button', { name: 'About this page' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toBeVisible();
    await user.click(screen.getByRole('button', { name: about.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    renderAt('/reservation/confirmation');
    await user.click(screen.getByRole('button', { name: 'About this page' }));
    expect(await screen.findByRole('dialog', { name: about.topics.confirmation.title })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
