import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TShrinkRequest, TShrinkResponse } from './shrink-protocol.ts';

const BROKEN = new Blob(['broken']);
/** What the fake worker answered for each image it was sent. */
const answers = new Map<Blob, Blob>();

/** A worker that answers each request with a fake JPEG (or a decoding failure for BROKEN). */
class FakeWorker {
  static created: { url: string; options: WorkerOptions | undefined }[] = [];
  onmessage: ((event: MessageEvent<TShrinkResponse>) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(url: URL, options?: WorkerOptions) {
    FakeWorker.created.push({ url: String(url), options });
  }

  postMessage(request: TShrinkRequest) {
    const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
    answers.set(request.blob, jpeg);
    const answer: TShrinkResponse =
      request.blob === BROKEN
        ? { id: request.id, ok: false, code: 'IMAGE_UNREADABLE' }
        : { id: request.id, ok: true, blob: jpeg };
    queueMicrotask(() => this.onmessage?.({ data: answer } as MessageEvent<TShrinkResponse>));
  }

  terminate() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  FakeWorker.created = [];
  answers.clear();
});

async function load() {
  return import('./shrink-image.ts');
}

describe('shrinkImage', () => {
  it('shrinks in one module worker, reused for every image', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('OffscreenCanvas', function OffscreenCanvas() {});
    const { shrinkImage } = await load();
    const [a, b] = [new Blob(['a']), new Blob(['b'])];
    const [first, second] = await Promise.all([shrinkImage(a), shrinkImage(b)]);
    expect(first).toBe(answers.get(a));
    expect(second).toBe(answers.get(b));
    expect(FakeWorker.created).toHaveLength(1);
    expect(FakeWorker.created[0]?.url).toMatch(/shrink-image\.worker\.ts/);
    expect(FakeWorker.created[0]?.options).toEqual({ type: 'module' });
  });

  it("passes on the worker's decoding failure", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('OffscreenCanvas', function OffscreenCanvas() {});
    const { shrinkImage } = await load();
    await expect(shrinkImage(BROKEN)).rejects.toMatchObject({ code: 'IMAGE_UNREADABLE' });
  });

  it('draws on the main thread when OffscreenCanvas is missing, upright and at most 1280 px', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('OffscreenCanvas', undefined);
    const close = vi.fn();
    const createImageBitmap = vi.fn(async () => ({ width: 6000, height: 4000, close }));
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
      fillRect: vi.fn(),
    } as unknown as CanvasRenderingContext2D);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback, type) => callback(new Blob(['jpeg'], { type })));
    const { shrinkImage } = await load();
    const source = new Blob(['photo']);
    const result = await shrinkImage(source);
    expect(FakeWorker.created).toHaveLength(0);
    expect(createImageBitmap).toHaveBeenCalledWith(source, { imageOrientation: 'from-image' });
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1280, 853);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.85);
    expect(result.type).toBe('image/jpeg');
    expect(close).toHaveBeenCalled();
  });
});
