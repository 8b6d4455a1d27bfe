/**
 * Makes the face images of the biometrics tests and bench (see README.md beside this file) from images
 * that ship in two npm packages, both MIT-licensed by Vladimir Mandic:
 * - @vladmandic/human (a dependency): assets/screenshot-facematch.jpg, whose first row of thumbnails
 *   shows one person in 18 different photos → person-a-01.jpg … person-a-18.jpg;
 * - @vladmandic/face-api 1.7.15 (not a dependency: `npm pack @vladmandic/face-api@1.7.15` and pass its
 *   unpacked folder): demo/sample1.jpg … sample6.jpg, group photos of 21 other people → other-*.jpg.
 *
 * Usage (from apps/api): npx tsx src/test/faces/make-faces.ts <face-api package folder>
 */
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createLocalFaceModel } from '../../adapters/face/local-face-model.ts';

const OUT = import.meta.dirname;
const faceApiDir = process.argv[2];
if (!faceApiDir) throw new Error('Pass the folder of the unpacked @vladmandic/face-api 1.7.15 package');

const require = createRequire(import.meta.url);
const humanDir = path.resolve(path.dirname(require.resolve('@vladmandic/human')), '..');
const facematch = path.join(humanDir, 'assets', 'screenshot-facematch.jpg');

// The first row of the screenshot's 18 thumbnails (1920 pixels wide, 18 columns), padded by repeating
// its edges so the detector sees a face with some context, as in a selfie.
const cell = 1920 / 18;
for (let index = 0; index < 18; index += 1) {
  const tile = await sharp(facematch)
    .extract({ left: Math.round(index * cell) + 2, top: 284, width: Math.round(cell) - 4, height: 96 })
    .resize(200, 180, { kernel: 'lanczos3' })
    .toBuffer();
  await sharp(tile)
    .extend({ top: 110, bottom: 110, left: 100, right: 100, extendWith: 'copy' })
    .jpeg({ quality: 90 })
    .toFile(path.join(OUT, `person-a-${String(index + 1).padStart(2, '0')}.jpg`));
}

// Each face of the group photos, cropped with a margin of its own size, at most 480 pixels.
const model = createLocalFaceModel();
let count = 0;
for (let sample = 1; sample <= 6; sample += 1) {
  const file = path.join(faceApiDir, 'demo', `sample${sample}.jpg`);
  const image = await sharp(file)
    .rotate()
    .resize(1280, 1280, { fit: 'inside' })
    .jpeg({ quality: 95 })
    .toBuffer();
  const { faces, width, height } = await model.analyze(image);
  for (const face of faces.sort((a, b) => a.box.x - b.box.x)) {
    const side = Math.round(face.box.width * 1.7);
    const left = Math.max(0, Math.round(face.box.x + face.box.width / 2 - side / 2));
    const top = Math.max(0, Math.round(face.box.y + face.box.height / 2 - side / 2));
    const crop = await sharp(image)
      .extract({ left, top, width: Math.min(side, width - left), height: Math.min(side, height - top) })
      .resize(480, 480, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 90 })
      .toBuffer();
    count += 1;
    await writeFile(path.join(OUT, `other-${String(count).padStart(2, '0')}.jpg`), crop);
  }
}
console.info(`person-a: 18 images; others: ${count}`);
