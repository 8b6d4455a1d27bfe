/**
 * npm run bench:face — the face model on this machine (decision 125): true-match and false-match rates at
 * FACE_MATCH_MAX_DISTANCE (and around it), how the quality check treats blurred and dark images, and the
 * time one descriptor takes. The images are those of src/test/faces (README.md there: origin, licence).
 */
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createLocalFaceModel } from '../adapters/face/local-face-model.ts';
import type { DetectedFace } from '../adapters/face/face-model.ts';
import { FACE_MATCH_MAX_DISTANCE, distance } from '../modules/biometrics/face-match.ts';
import { checkFaceQuality } from '../modules/biometrics/face-quality.ts';

const FACES_DIR = path.join(import.meta.dirname, '..', 'test', 'faces');
const THRESHOLDS = [0.4, 0.45, 0.5, 0.55, 0.6];

type Sample = { name: string; identity: string; face: DetectedFace | null; ms: number; issues: string[] };

const model = createLocalFaceModel();
const started = performance.now();
await model.warmUp();
const loadMs = performance.now() - started;

async function measure(name: string, identity: string, image: Buffer): Promise<Sample> {
  const start = performance.now();
  const analysis = await model.analyze(image);
  const ms = performance.now() - start;
  const quality = checkFaceQuality(analysis);
  return { name, identity, face: analysis.faces[0] ?? null, ms, issues: quality.issues };
}

/** The same photo taken again, roughly: mirrored, a little darker, recompressed. */
const retaken = (image: Buffer) =>
  sharp(image).flop().modulate({ brightness: 0.85 }).jpeg({ quality: 70 }).toBuffer();

const files = (await readdir(FACES_DIR)).filter((name) => name.endsWith('.jpg')).sort();
const samples: Sample[] = [];
const retakes: Sample[] = [];
const blurred: Sample[] = [];
const dark: Sample[] = [];
for (const file of files) {
  const image = await readFile(path.join(FACES_DIR, file));
  const identity = file.startsWith('person-a') ? 'person-a' : file.replace('.jpg', '');
  samples.push(await measure(file, identity, image));
  if (identity !== 'person-a')
    retakes.push(await measure(`${file} (retaken)`, identity, await retaken(image)));
  blurred.push(await measure(`${file} (blurred)`, identity, await sharp(image).blur(4).jpeg().toBuffer()));
  dark.push(await measure(`${file} (dark)`, identity, await sharp(image).linear(0.15, 0).jpeg().toBuffer()));
}

const described = samples.filter((sample) => sample.face);
const pairs = { distinctPhotos: [] as number[], retakes: [] as number[], impostors: [] as number[] };
let worstImpostor = { score: Number.POSITIVE_INFINITY, names: '' };
for (let a = 0; a < described.length; a += 1) {
  for (let b = a + 1; b < described.length; b += 1) {
    const first = described[a];
    const second = described[b];
    if (!first?.face || !second?.face) continue;
    const score = distance(first.face.descriptor, second.face.descriptor);
    if (first.identity === second.identity) pairs.distinctPhotos.push(score);
    else {
      pairs.impostors.push(score);
      if (score < worstImpostor.score) worstImpostor = { score, names: `${first.name} × ${second.name}` };
    }
  }
}
for (const retake of retakes) {
  const original = described.find((sample) => sample.identity === retake.identity);
  if (original?.face && retake.face)
    pairs.retakes.push(distance(original.face.descriptor, retake.face.descriptor));
}

const rate = (scores: number[], threshold: number) =>
  scores.length === 0 ? 0 : scores.filter((score) => score <= threshold).length / scores.length;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;

// A phone-sized upload: the portal shrinks to 1280 pixels; time one such image too.
const phoneImage = await sharp(await readFile(path.join(FACES_DIR, files[0] ?? '')))
  .resize(1280, 960, { fit: 'cover' })
  .jpeg({ quality: 90 })
  .toBuffer();
const phoneTimes: number[] = [];
for (let run = 0; run < 5; run += 1) phoneTimes.push((await measure('phone', 'phone', phoneImage)).ms);
phoneTimes.sort((a, b) => a - b);

console.info(`Face bench — ${model.name}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`);
console.info(
  `Images: ${samples.length} (${described.length} with a face), model load ${Math.round(loadMs)} ms`,
);
console.info(
  `Pairs: ${pairs.distinctPhotos.length} same person, distinct photos; ${pairs.retakes.length} same photo retaken; ` +
    `${pairs.impostors.length} different people`,
);
console.info('\nmax distance | true match (distinct photos) | true match (retaken) | false match');
for (const threshold of THRESHOLDS) {
  const mark = threshold === FACE_MATCH_MAX_DISTANCE ? ' ← chosen' : '';
  console.info(
    `${threshold.toFixed(2).padEnd(12)} | ${percent(rate(pairs.distinctPhotos, threshold)).padEnd(28)} | ` +
      `${percent(rate(pairs.retakes, threshold)).padEnd(20)} | ${percent(rate(pairs.impostors, threshold))}${mark}`,
  );
}
console.info(
  `\nClosest two different people: distance ${worstImpostor.score.toFixed(3)} (${worstImpostor.names})`,
);
const passed = (list: Sample[]) => list.filter((sample) => sample.issues.length === 0).length;
const flagged = (list: Sample[], issue: string) =>
  list.filter((sample) => sample.issues.includes(issue)).length;
console.info(`Quality check: ${passed(samples)}/${samples.length} originals pass`);
for (const sample of samples.filter((item) => item.issues.length > 0)) {
  console.info(`  refused ${sample.name}: ${sample.issues.join(', ')}`);
}
console.info(
  `  blurred (Gaussian σ 4): ${samples.length - passed(blurred)}/${blurred.length} refused (${flagged(blurred, 'blurry')} as blurry)`,
);
console.info(
  `  dark (15% light): ${samples.length - passed(dark)}/${dark.length} refused (${flagged(dark, 'tooDark')} as too dark)`,
);
console.info(
  `\nTime per descriptor: median ${Math.round(median)} ms on the test images (≤ 480 px), ` +
    `median ${Math.round(phoneTimes[2] ?? 0)} ms on a 1280×960 image`,
);
