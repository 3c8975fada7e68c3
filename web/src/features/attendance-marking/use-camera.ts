import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { ATTENDANCE_PHOTO_HEIGHT, ATTENDANCE_PHOTO_WIDTH } from '../../../../shared/rules/attendance.ts';

/** Why the preview is not live: no camera at all, the person refused it, or it would not start. */
export type CameraFailure = 'noCamera' | 'denied' | 'failed';

export type CameraState =
  { status: 'starting' } | { status: 'live' } | { status: 'failed'; failure: CameraFailure };

/** What getUserMedia's refusal means for the person. */
export function cameraFailureOf(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return 'noCamera';
  }
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  return 'failed';
}

/** The browser's cameras, or undefined where it has no camera API (an old browser, plain http). */
function mediaDevicesOf(): MediaDevices | undefined {
  const mediaDevices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  return typeof mediaDevices?.getUserMedia === 'function' ? mediaDevices : undefined;
}

const initialState = (): CameraState =>
  mediaDevicesOf() ? { status: 'starting' } : { status: 'failed', failure: 'noCamera' };

/**
 * The camera's live picture in `video` while the component is mounted: started once, and its
 * tracks stopped when the component goes (the modal closes), so the camera light goes out.
 */
export function useCamera(video: RefObject<HTMLVideoElement | null>): CameraState & { retry: () => void } {
  const [state, setState] = useState<CameraState>(initialState);
  const [attempt, setAttempt] = useState(0);
  const stream = useRef<MediaStream | null>(null);

  useEffect(() => {
    let current = true;
    const stop = () => {
      for (const track of stream.current?.getTracks() ?? []) track.stop();
      stream.current = null;
    };
    const mediaDevices = mediaDevicesOf();
    if (!mediaDevices) return undefined;
    mediaDevices
      .getUserMedia({
        audio: false,
        video: {
          facingMode: 'user',
          width: { ideal: ATTENDANCE_PHOTO_WIDTH * 2 },
          height: { ideal: ATTENDANCE_PHOTO_HEIGHT * 2 },
        },
      })
      .then(
        async (media) => {
          if (!current) {
            for (const track of media.getTracks()) track.stop();
            return;
          }
          stream.current = media;
          const element = video.current;
          if (element) {
            element.srcObject = media;
            // Autoplay covers most browsers; play() covers the rest. A refused play() is not fatal.
            await Promise.resolve()
              .then(() => element.play())
              .catch(() => undefined);
          }
          if (current) setState({ status: 'live' });
        },
        (error: unknown) => {
          console.error('The camera could not be started.', error);
          if (current) setState({ status: 'failed', failure: cameraFailureOf(error) });
        },
      );
    return () => {
      current = false;
      stop();
    };
  }, [video, attempt]);

  const retry = useCallback(() => {
    setState(initialState());
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}

/**
 * The video's current frame as a JPEG of the preview's proportions (460 × 340, at up to three
 * device pixels when the camera has them), cropped from the middle as the preview shows it.
 */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const sourceWidth = video.videoWidth || ATTENDANCE_PHOTO_WIDTH;
  const sourceHeight = video.videoHeight || ATTENDANCE_PHOTO_HEIGHT;
  const scale = Math.max(
    1,
    Math.min(
      3,
      window.devicePixelRatio || 1,
      sourceWidth / ATTENDANCE_PHOTO_WIDTH,
      sourceHeight / ATTENDANCE_PHOTO_HEIGHT,
    ),
  );
  const width = Math.round(ATTENDANCE_PHOTO_WIDTH * scale);
  const height = Math.round(ATTENDANCE_PHOTO_HEIGHT * scale);
  // The largest part of the frame with the photo's proportions (object-fit: cover).
  const ratio = ATTENDANCE_PHOTO_WIDTH / ATTENDANCE_PHOTO_HEIGHT;
  const cropWidth = Math.min(sourceWidth, sourceHeight * ratio);
  const cropHeight = cropWidth / ratio;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('The canvas has no 2D context.'));
  context.drawImage(
    video,
    (sourceWidth - cropWidth) / 2,
    (sourceHeight - cropHeight) / 2,
    cropWidth,
    cropHeight,
    0,
    0,
    width,
    height,
  );
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))),
      'image/jpeg',
      PHOTO_QUALITY,
    );
  });
}

/** The JPEG quality of the captured photo. */
export const PHOTO_QUALITY = 0.92;
