import type { TestClient } from '../../test/test-app.ts';
import { BOUNDARY, multipartBody } from '../../test/uploads.ts';

/** Where the demo works, and where the tests check in. */
export const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };

/** A check-in in Bengaluru with its photo, as the phone sends it. */
export function checkInWithPhoto(client: TestClient, photo: Buffer, accuracy = 15) {
  return client.request({
    method: 'POST',
    url: '/api/v1/attendance/check-in',
    payload: multipartBody([
      { field: 'latitude', data: String(BENGALURU.latitude) },
      { field: 'longitude', data: String(BENGALURU.longitude) },
      { field: 'accuracy', data: String(accuracy) },
      { field: 'files', filename: 'photo.jpg', contentType: 'image/jpeg', data: photo },
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}
