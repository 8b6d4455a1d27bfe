import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** Chromium's fake camera frame size, and the camera minimum the scanner asks for. */
const FRAME = { width: 1280, height: 720 } as const;
/** An ID-1 card (85.6 x 53.98 mm) drawn 640 px wide, in the middle of the frame. */
const CARD = { width: 640, height: Math.round((640 * 53.98) / 85.6) } as const;

function cardSvg(label: string): string {
  const { width, height } = CARD;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect x="2" y="2" width="${width - 4}" height="${height - 4}" rx="28" fill="#e8f1ea" stroke="#1f6f43" stroke-width="4"/>
  <rect x="0" y="0" width="${width}" height="64" rx="28" fill="#1f6f43"/>
  <text x="32" y="44" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff">REPÚBLICA FEDERATIVA DO BRASIL</text>
  <rect x="32" y="92" width="150" height="190" rx="8" fill="#c9d6cd" stroke="#1f6f43" stroke-width="2"/>
  <circle cx="107" cy="160" r="38" fill="#8aa596"/>
  <rect x="62" y="206" width="90" height="60" rx="30" fill="#8aa596"/>
  <text x="210" y="120" font-family="sans-serif" font-size="20" fill="#333">NOME</text>
  <text x="210" y="150" font-family="sans-serif" font-size="28" font-weight="700" fill="#111">MARIA DA SILVA</text>
  <text x="210" y="200" font-family="sans-serif" font-size="20" fill="#333">CPF</text>
  <text x="210" y="230" font-family="sans-serif" font-size="28" font-weight="700" fill="#111">529.982.247-25</text>
  <text x="210" y="290" font-family="sans-serif" font-size="22" fill="#1f6f43">${label}</text>
  <rect x="32" y="${height - 70}" width="${width - 64}" height="40" fill="#d7e4da"/>
  <text x="44" y="${height - 42}" font-family="monospace" font-size="20" fill="#333">IDBRA529982247&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;</text>
</svg>`;
}

/** One camera frame: a table-like background with the card in the middle, slightly moved per frame. */
async function frame(index: number, label: string): Promise<Buffer> {
  const card = await sharp(Buffer.from(cardSvg(label)))
    .png()
    .toBuffer();
  const jitter = Math.round(Math.sin(index / 4) * 3);
  return sharp({ create: { ...FRAME, channels: 3, background: { r: 92, g: 74, b: 58 } } })
    .composite([
      {
        input: card,
        left: Math.round((FRAME.width - CARD.width) / 2) + jitter,
        top: Math.round((FRAME.height - CARD.height) / 2),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

export type TDocumentVideoOptions = { frames?: number; label?: string; dir?: string };

/**
 * Writes a fake camera for Chromium's --use-file-for-fake-video-capture: an MJPEG file (JPEG frames one
 * after another, 1280x720) showing an ID card in the middle. Answers the file's path, in a new temp dir
 * unless `dir` is given; nothing is committed.
 */
export async function makeDocumentVideo(options: TDocumentVideoOptions = {}): Promise<string> {
  const count = options.frames ?? 30;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'hospedar-camera-'));
  const frames: Buffer[] = [];
  for (let index = 0; index < count; index += 1) frames.push(await frame(index, options.label ?? 'FRENTE'));
  const path = join(dir, 'document.mjpeg');
  writeFileSync(path, Buffer.concat(frames));
  return path;
}

/**
 * Writes a 6000x4000 JPEG (a 24 MP phone photo) whose EXIF says "rotate 90° clockwise" (orientation 6),
 * for the upload test: the portal must send it upright, at most 1280 px long and without EXIF.
 */
export async function makeLargeRotatedJpeg(dir?: string): Promise<string> {
  const target = dir ?? mkdtempSync(join(tmpdir(), 'hospedar-photo-'));
  const card = await sharp(Buffer.from(cardSvg('VERSO')))
    .resize(4000)
    .png()
    .toBuffer();
  const path = join(target, 'IMG_0001.jpg');
  await sharp({ create: { width: 6000, height: 4000, channels: 3, background: { r: 240, g: 240, b: 236 } } })
    .composite([{ input: card, gravity: 'centre' }])
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .toFile(path);
  return path;
}

/** Chromium flags that feed the MJPEG file to getUserMedia and grant the camera without a prompt. */
export function fakeCameraArgs(videoPath: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${videoPath}`,
  ];
}
