import i18next from 'i18next';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import guests from '../../../locales/en-US/guests.json';
import { initTestI18n } from '../../../test/render.tsx';
import { HasChildrenDialog } from './has-children-dialog.tsx';
import { TOPIC_COLOURS } from './topic-colours.ts';

describe('HasChildrenDialog', () => {
  it('colours its three topics with the first three colours of the rotation, numbers hidden from names', async () => {
    await initTestI18n();
    if (!i18next.hasResourceBundle('en-US', 'guests')) i18next.addResourceBundle('en-US', 'guests', guests);
    render(<HasChildrenDialog onAccept={vi.fn()} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: guests.hasChildren.title });
    const topics = [...dialog.querySelectorAll<HTMLElement>('.has-children__topic')];
    expect(topics.map((topic) => topic.style.getPropertyValue('--topic-colour'))).toEqual(
      TOPIC_COLOURS.slice(0, 3),
    );
    const summaries = screen.getAllByRole('button', { expanded: false });
    expect(summaries.map((button) => button.textContent)).toEqual([
      `1${guests.hasChildren.topics.documents.title}`,
      `2${guests.hasChildren.topics.authorization.title}`,
      `3${guests.hasChildren.topics.unaccompanied.title}`,
    ]);
    expect(screen.getByRole('button', { name: guests.hasChildren.topics.documents.title })).toBeVisible();
  });
});
