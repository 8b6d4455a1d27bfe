import { describe, expect, it, vi } from 'vitest';
import { shareOrCopy, shareUrl } from './share-link.ts';

const DATA = { title: 'Hotel', text: 'Fill in your form', url: 'https://solnascente.example/?origin=share' };
const abort = () => Object.assign(new Error('closed'), { name: 'AbortError' });

describe('shareUrl', () => {
  it('is the hotel’s portal, marked as shared', () => {
    expect(shareUrl('https://marazul.hospedar.example')).toBe(
      'https://marazul.hospedar.example/?origin=share',
    );
  });
});

describe('shareOrCopy', () => {
  it('shares through the Web Share API when the browser has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const copy = vi.fn();
    expect(await shareOrCopy(DATA, { share, copy })).toBe('shared');
    expect(share).toHaveBeenCalledWith(DATA);
    expect(copy).not.toHaveBeenCalled();
  });

  it('does nothing more when the guest closes the share sheet', async () => {
    const copy = vi.fn();
    expect(await shareOrCopy(DATA, { share: () => Promise.reject(abort()), copy })).toBe('cancelled');
    expect(copy).not.toHaveBeenCalled();
  });

  it('copies the link when sharing is missing, refused by canShare, or fails', async () => {
    const copy = vi.fn().mockResolvedValue(undefined);
    expect(await shareOrCopy(DATA, { copy })).toBe('copied');
    expect(await shareOrCopy(DATA, { share: vi.fn(), canShare: () => false, copy })).toBe('copied');
    const failing = () => Promise.reject(new Error('NotAllowedError'));
    expect(await shareOrCopy(DATA, { share: failing, copy })).toBe('copied');
    expect(copy).toHaveBeenCalledWith(DATA.url);
  });

  it('answers failed when neither works', async () => {
    expect(await shareOrCopy(DATA, {})).toBe('failed');
    expect(await shareOrCopy(DATA, { copy: () => Promise.reject(new Error('denied')) })).toBe('failed');
  });
});
