import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureFrame, cameraFailureOf } from './use-camera.ts';

afterEach(() => vi.restoreAllMocks());

/** A playing video of the given size, and a canvas that records what is drawn and how it is encoded. */
function fakeFrame(videoWidth: number, videoHeight: number, devicePixelRatio: number) {
  const video = document.createElement('video');
  Object.defineProperties(video, { videoWidth: { value: videoWidth }, videoHeight: { value: videoHeight } });
  vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(devicePixelRatio);
  const canvases: HTMLCanvasElement[] = [];
  const drawImage = vi.fn();
  const context = { drawImage } as unknown as CanvasRenderingContext2D;
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    const element = create(tag);
    if (element instanceof HTMLCanvasElement) canvases.push(element);
    return element;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context);
  const toBlob = vi
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback: BlobCallback, type?: string) => callback(new Blob(['x'], { type })));
  return { video, canvases, drawImage, toBlob };
}

describe('captureFrame', () => {
  it('takes the middle of a wide frame at the preview’s proportions, at the screen’s pixel density', async () => {
    const { video, canvases, drawImage, toBlob } = fakeFrame(1280, 720, 2);
    const blob = await captureFrame(video);
    expect(blob.type).toBe('image/jpeg');
    expect([canvases[0]?.width, canvases[0]?.height]).toEqual([920, 680]);
    const [, sx, sy, sw, sh, dx, dy, dw, dh] = drawImage.mock.calls[0] as number[];
    expect(sw! / sh!).toBeCloseTo(460 / 340, 5);
    expect(sh).toBe(720);
    expect(sx).toBeCloseTo((1280 - sw!) / 2, 5);
    expect([sy, dx, dy, dw, dh]).toEqual([0, 0, 0, 920, 680]);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.92);
  });

  it('never goes past three device pixels, nor past what the camera gives', async () => {
    const big = fakeFrame(3840, 2160, 4);
    await captureFrame(big.video);
    expect([big.canvases[0]?.width, big.canvases[0]?.height]).toEqual([1380, 1020]);
    vi.restoreAllMocks();
    const small = fakeFrame(640, 480, 3);
    await captureFrame(small.video);
    // 640 / 460 is the most the camera's width allows.
    expect([small.canvases[0]?.width, small.canvases[0]?.height]).toEqual([
      640,
      Math.round(340 * (640 / 460)),
    ]);
  });
});

describe('cameraFailureOf', () => {
  it.each([
    ['NotFoundError', 'noCamera'],
    ['OverconstrainedError', 'noCamera'],
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotReadableError', 'failed'],
    ['AbortError', 'failed'],
  ])('reads %s as %s', (name, failure) => {
    expect(cameraFailureOf(new DOMException('camera', name))).toBe(failure);
  });
});
