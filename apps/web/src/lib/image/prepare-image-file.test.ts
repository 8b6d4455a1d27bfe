import { describe, expect, it, vi } from 'vitest';
import { ImageError } from './image-error.ts';
import { checkImageFile } from './image-file-rules.ts';
import { prepareImageFile } from './prepare-image-file.ts';

const MB = 1024 * 1024;

function file(name: string, type: string, size = 1000): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ImageError) return error.code;
    throw error;
  }
  return 'accepted';
}

async function codeOfAsync(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImageError) return error.code;
    throw error;
  }
  return 'accepted';
}

describe('checkImageFile', () => {
  it.each([
    { name: 'a JPG', args: ['rg.jpg', 'image/jpeg'], expected: 'accepted' },
    { name: 'a PNG', args: ['rg.png', 'image/png'], expected: 'accepted' },
    { name: 'an iPhone HEIC', args: ['IMG_0001.HEIC', 'image/heic'], expected: 'accepted' },
    { name: 'a HEIC without a type', args: ['IMG_0001.heic', ''], expected: 'accepted' },
    { name: 'a JPG without a type', args: ['foto.jpeg', ''], expected: 'accepted' },
    { name: 'exactly 25 MB', args: ['big.jpg', 'image/jpeg', 25 * MB], expected: 'accepted' },
    { name: 'over 25 MB', args: ['big.jpg', 'image/jpeg', 25 * MB + 1], expected: 'IMAGE_TOO_LARGE' },
    { name: 'a PDF', args: ['rg.pdf', 'application/pdf'], expected: 'IMAGE_TYPE_NOT_ALLOWED' },
    { name: 'a GIF', args: ['rg.gif', 'image/gif'], expected: 'IMAGE_TYPE_NOT_ALLOWED' },
  ] as const)('$name: $expected', ({ args, expected }) => {
    const [name, type, size] = args;
    expect(codeOf(() => checkImageFile(file(name, type, size)))).toBe(expected);
  });
});

describe('prepareImageFile', () => {
  it('shrinks an accepted file', async () => {
    const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
    const shrink = vi.fn(async () => jpeg);
    await expect(prepareImageFile(file('rg.jpg', 'image/jpeg'), shrink)).resolves.toBe(jpeg);
  });

  it('does not even read a file that is too large', async () => {
    const shrink = vi.fn(async () => new Blob());
    expect(await codeOfAsync(prepareImageFile(file('a.jpg', 'image/jpeg', 30 * MB), shrink))).toBe(
      'IMAGE_TOO_LARGE',
    );
    expect(shrink).not.toHaveBeenCalled();
  });

  it('tells a HEIC this browser cannot open from any unreadable file', async () => {
    const unreadable = vi.fn(async () => {
      throw new ImageError('IMAGE_UNREADABLE');
    });
    expect(await codeOfAsync(prepareImageFile(file('IMG.HEIC', 'image/heic'), unreadable))).toBe(
      'IMAGE_HEIC_UNSUPPORTED',
    );
    expect(await codeOfAsync(prepareImageFile(file('broken.jpg', 'image/jpeg'), unreadable))).toBe(
      'IMAGE_UNREADABLE',
    );
  });
});
