import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

/** The server's face images (apps/api/src/test/faces, decision 126): one man in many photos, and others. */
const FACES_DIR = resolve('apps/api/src/test/faces');
const FRAME = { width: 640, height: 480 } as const;

/**
 * A fake front camera for --use-file-for-fake-video-capture: an MJPEG file (JPEG frames one after
 * another, 640x480) showing one of the server's face images in the middle, as a guest in the oval.
 */
export async function makeFaceVideo(face: string, frames = 10): Promise<string> {
  const image = await sharp(join(FACES_DIR, `${face}.jpg`))
    .resize(400, 400, { fit: 'inside' })
    .toBuffer();
  const frame = await sharp({ create: { ...FRAME, channels: 3, background: { r: 120, g: 120, b: 118 } } })
    .composite([{ input: image, gravity: 'centre' }])
    .jpeg({ quality: 90 })
    .toBuffer();
  const path = join(mkdtempSync(join(tmpdir(), 'hospedar-face-')), `${face}.mjpeg`);
  writeFileSync(path, Buffer.concat(Array.from({ length: frames }, () => frame)));
  return path;
}
