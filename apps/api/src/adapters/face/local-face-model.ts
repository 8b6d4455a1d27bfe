import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { Config, Human } from '@vladmandic/human';
import { IMAGE_MAX_SIDE } from '@hospedar/contracts/documents/constants';
import type { DetectedFace, FaceAnalysis, FaceModel } from './face-model.ts';
import { faceBoxMeasures } from './image-measures.ts';

const require = createRequire(import.meta.url);

/** Uploads are at most IMAGE_MAX_SIDE square; the bench's images may be larger, and are shrunk. */
const MAX_INPUT_PIXELS = 6000 * 6000;

/**
 * The two packages' builds for TensorFlow.js's WebAssembly backend and their models: @vladmandic/face-api
 * (detection and the descriptor) and @vladmandic/human (anti-spoofing and liveness).
 */
function modelPaths() {
  // The package's "exports" offers only its tfjs-node build to Node (which needs a native binary
  // downloaded at install); its WebAssembly build sits beside it in dist/.
  const nodeBuild = require.resolve('@vladmandic/human');
  const packageDir = path.resolve(path.dirname(nodeBuild), '..');
  const packageJson = require(path.join(packageDir, 'package.json')) as { version: string };
  const faceApiDir = path.resolve(path.dirname(require.resolve('@vladmandic/face-api')), '..');
  const faceApiJson = require(path.join(faceApiDir, 'package.json')) as { version: string };
  return {
    wasmBuild: path.join(path.dirname(nodeBuild), 'human.node-wasm.js'),
    modelsDir: path.join(packageDir, 'models'),
    version: packageJson.version,
    faceApiBuild: path.join(faceApiDir, 'dist', 'face-api.node-wasm.js'),
    faceApiModelsDir: path.join(faceApiDir, 'model'),
    faceApiVersion: faceApiJson.version,
    // The .wasm files ship in @tensorflow/tfjs-backend-wasm's dist/.
    wasmDir: `${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}${path.sep}`,
  };
}

/**
 * Human's models used: BlazeFace and FaceMesh (to find the face), anti-spoofing and liveness; its own
 * descriptor (FaceRes) is off: in the bench it told different people apart far worse than face-api's.
 */
function humanConfig(paths: ReturnType<typeof modelPaths>): Partial<Config> {
  return {
    backend: 'wasm',
    wasmPath: paths.wasmDir,
    modelBasePath: `file://${paths.modelsDir}/`,
    debug: false,
    async: false,
    cacheSensitivity: 0,
    face: {
      enabled: true,
      detector: { rotation: false, maxDetected: 5, minConfidence: 0.5, return: false },
      mesh: { enabled: true },
      iris: { enabled: false },
      attention: { enabled: false },
      description: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: true },
      liveness: { enabled: true },
    } as Config['face'],
    body: { enabled: false } as Config['body'],
    hand: { enabled: false } as Config['hand'],
    object: { enabled: false } as Config['object'],
    gesture: { enabled: false },
    segmentation: { enabled: false } as Config['segmentation'],
    filter: { enabled: false } as Config['filter'],
  };
}

type WeightsManifest = { paths: string[]; weights: unknown[] }[];
/** The part of TensorFlow.js's io namespace the loader uses. */
type TfIo = {
  registerLoadRouter(router: (url: string | string[]) => { load(): Promise<unknown> } | null): void;
  getModelArtifactsForJSON(
    json: unknown,
    loadWeights: (manifest: WeightsManifest) => Promise<[unknown[], ArrayBuffer]>,
  ): Promise<unknown>;
};

/**
 * Reads a model of the package from disk: TensorFlow.js's WebAssembly build fetches file:// URLs, which
 * Node's fetch refuses, so a load router for file:// reads the model's JSON and weight files itself.
 */
function registerFileLoader(io: TfIo): void {
  io.registerLoadRouter((url) => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    const file = url.slice('file://'.length);
    return {
      load: async () => {
        const json: unknown = JSON.parse(await readFile(file, 'utf8'));
        return io.getModelArtifactsForJSON(json, async (manifest) => {
          const specs = manifest.flatMap((group) => group.weights);
          const files = await Promise.all(
            manifest.flatMap((group) =>
              group.paths.map((weights) => readFile(path.join(path.dirname(file), weights))),
            ),
          );
          const all = Buffer.concat(files);
          return [specs, all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength)];
        });
      },
    };
  });
}

type Listener = (...args: unknown[]) => void;
type ProcessListeners = Record<'uncaughtException' | 'unhandledRejection', Listener[]>;

const listenersOf = (event: keyof ProcessListeners) => process.listeners(event as 'exit') as Listener[];

const processListeners = (): ProcessListeners => ({
  uncaughtException: listenersOf('uncaughtException'),
  unhandledRejection: listenersOf('unhandledRejection'),
});

/**
 * The WebAssembly backend's Emscripten runtime adds process listeners that rethrow every uncaught
 * exception and unhandled rejection; the server keeps its own handling instead.
 */
function removeListenersAddedSince(before: ProcessListeners): void {
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    for (const listener of listenersOf(event)) {
      if (!before[event].includes(listener)) process.removeListener(event, listener);
    }
  }
}

/** The part of face-api's API the driver uses. */
type FaceApi = {
  nets: Record<
    'ssdMobilenetv1' | 'faceLandmark68Net' | 'faceRecognitionNet',
    { loadFromDisk(dir: string): Promise<void> }
  >;
  SsdMobilenetv1Options: new (options: { minConfidence: number; maxResults: number }) => unknown;
  detectAllFaces(
    input: unknown,
    options: unknown,
  ): {
    withFaceLandmarks(): {
      withFaceDescriptors(): Promise<
        {
          detection: { score: number; box: { x: number; y: number; width: number; height: number } };
          descriptor: Float32Array;
        }[]
      >;
    };
  };
};

type Models = { human: Human; faceApi: FaceApi };

/** How much two boxes overlap (intersection over union), to pair Human's faces with face-api's. */
function overlap(a: DetectedFace['box'], b: DetectedFace['box']): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (width <= 0 || height <= 0) return 0;
  const shared = width * height;
  return shared / (a.width * a.height + b.width * b.height - shared);
}

/**
 * The face model of this server (decision 120), on TensorFlow.js's WebAssembly backend (its .wasm ships in
 * @tensorflow/tfjs-backend-wasm): pure JavaScript and WebAssembly, no native binary, nothing downloaded.
 * - @vladmandic/face-api (MIT; weights in its npm package): SSD MobileNet v1 finds the faces, a 68-point
 *   landmark model aligns them, and a ResNet-34 computes the 128-number descriptor (dlib's recognition
 *   model, compared by Euclidean distance);
 * - @vladmandic/human (MIT; weights in its npm package): its anti-spoofing and liveness models score each
 *   face (the lower of the two).
 * Loaded once, on the first call or warmUp(); images are analyzed one at a time.
 */
export function createLocalFaceModel(): FaceModel {
  const paths = modelPaths();
  let loading: Promise<Models> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  async function load(): Promise<Models> {
    const before = processListeners();
    try {
      const module = require(paths.wasmBuild) as { Human: new (config: Partial<Config>) => Human };
      const human = new module.Human(humanConfig(paths));
      registerFileLoader(human.tf.io as unknown as TfIo);
      await human.load();
      await human.warmup();
      const faceApi = require(paths.faceApiBuild) as FaceApi;
      await faceApi.nets.ssdMobilenetv1.loadFromDisk(paths.faceApiModelsDir);
      await faceApi.nets.faceLandmark68Net.loadFromDisk(paths.faceApiModelsDir);
      await faceApi.nets.faceRecognitionNet.loadFromDisk(paths.faceApiModelsDir);
      return { human, faceApi };
    } finally {
      removeListenersAddedSince(before);
    }
  }

  const ready = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };

  async function analyzeNow(image: Buffer): Promise<FaceAnalysis> {
    const { human, faceApi } = await ready();
    const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const tensor = human.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
    try {
      const found = await faceApi
        .detectAllFaces(tensor, new faceApi.SsdMobilenetv1Options({ minConfidence: 0.5, maxResults: 10 }))
        .withFaceLandmarks()
        .withFaceDescriptors();
      const scored = found.length > 0 ? (await human.detect(tensor)).face : [];
      const rgb = { data, width: info.width, height: info.height };
      const faces: DetectedFace[] = [];
      for (const { detection, descriptor } of found) {
        const box = {
          x: detection.box.x,
          y: detection.box.y,
          width: detection.box.width,
          height: detection.box.height,
        };
        const twin = scored
          .map((face) => {
            const [x = 0, y = 0, width = 0, height = 0] = face.box;
            return { face, overlap: overlap(box, { x, y, width, height }) };
          })
          .sort((a, b) => b.overlap - a.overlap)[0];
        const scores = twin && twin.overlap > 0.3 ? [twin.face.real, twin.face.live] : [];
        const known = scores.filter((value): value is number => typeof value === 'number');
        faces.push({
          box,
          score: detection.score,
          descriptor: Float32Array.from(descriptor),
          ...(await faceBoxMeasures(rgb, box)),
          liveness: known.length > 0 ? Math.min(...known) : null,
        });
      }
      return { width: info.width, height: info.height, faces };
    } finally {
      tensor.dispose();
    }
  }

  return {
    name: `face-api-${paths.faceApiVersion}/resnet128`,
    async warmUp() {
      await ready();
    },
    analyze(image) {
      const run = queue.then(() => analyzeNow(image));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

let shared: FaceModel | undefined;

/** One model per process: the server and each test file load its weights once. */
export function sharedLocalFaceModel(): FaceModel {
  shared ??= createLocalFaceModel();
  return shared;
}
