import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { TArrivalForm } from '@hospedar/contracts/console/arrivals';
import { useSteadyPhotos } from './use-steady-photos.ts';

const photo = (file: string, expires: number) => ({
  caption: 'Front of the document (CPF)',
  url: `/api/storage/files/${file}?expires=${expires}&signature=s${expires}`,
});

describe('the photos of a polled form', () => {
  it('keep the first signed URL of the same file, and take a new file at once', () => {
    const { result, rerender } = renderHook(({ photos }) => useSteadyPhotos(photos), {
      initialProps: { photos: [photo('a.jpg', 1)] as TArrivalForm['photos'] },
    });
    expect(result.current[0]?.url).toContain('expires=1');
    rerender({ photos: [photo('a.jpg', 2)] });
    expect(result.current[0]?.url).toContain('expires=1');
    rerender({ photos: [photo('b.jpg', 3)] });
    expect(result.current[0]?.url).toBe('/api/storage/files/b.jpg?expires=3&signature=s3');
  });
});
