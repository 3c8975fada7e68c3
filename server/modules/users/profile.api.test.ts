import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../shared/constants.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { createUser, TEST_PASSWORD } from '../../test/fixtures.ts';
import { describeImage, multipart, PNG } from '../../test/uploads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(ip: string) {
  const user = await createUser(t.testDb.database.db, { firstName: 'Pia', lastName: 'Profile' });
  const client = new TestClient(t.app, ip);
  await client.login(user.email, TEST_PASSWORD);
  return { user, client };
}

describe('settings > profile', () => {
  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required!'],
    [{ firstName: 'Pia.' }, 'firstName', 'Special characters are not allowed!'],
    [{ phoneNumber: '' }, 'phoneNumber', 'Phone number is required'],
    [{ phoneNumber: '12345' }, 'phoneNumber', 'Phone number 10 digits valid'],
    [{ countryCode: '' }, 'countryCode', 'country code is required!'],
  ])('refuses %o', async (override, path, message) => {
    const { client } = await signedIn('10.40.0.1');
    const body = {
      firstName: 'Pia',
      lastName: 'Profile',
      countryIso: 'FR',
      countryCode: '+33',
      phoneNumber: '0612345678',
      ...override,
    };
    const res = await client.request({ method: 'PATCH', url: '/api/v1/me/profile', payload: body });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details).toContainEqual({ path, message });
  });

  it('updates name, country and phone, and nothing else', async () => {
    const { client } = await signedIn('10.40.0.2');
    const body = {
      firstName: 'Pía',
      lastName: 'Nueva',
      countryIso: 'ES',
      countryCode: '+34',
      phoneNumber: '6123456789',
    };
    const sneaky = await client.request({
      method: 'PATCH',
      url: '/api/v1/me/profile',
      payload: { ...body, email: 'x@y.com', roleId: null, permissions: ['AddUser'] },
    });
    expect(sneaky.statusCode).toBe(422);
    expect(
      sneaky
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['email', 'permissions', 'roleId']);
    const res = await client.request({ method: 'PATCH', url: '/api/v1/me/profile', payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      firstName: 'Pía',
      lastName: 'Nueva',
      fullName: 'Pía Nueva',
      permissions: [],
    });
  });

  it('takes a PNG picture, serves it to signed-in people only, and removes it', async () => {
    const { client } = await signedIn('10.40.0.3');
    const upload = await client.request({
      method: 'POST',
      url: '/api/v1/me/avatar',
      ...multipart('me.png', 'image/png', PNG),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const url = upload.json().user.avatarUrl as string;
    expect(url).toMatch(/^\/api\/v1\/files\/avatars\/[A-Za-z0-9_-]+\.png$/);
    const served = await client.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await describeImage(served.rawPayload)).toEqual({
      format: 'png',
      width: 1,
      height: 1,
      hasMetadata: false,
    });
    expect((await t.app.inject({ url })).statusCode).toBe(401);

    const removed = await client.request({ method: 'DELETE', url: '/api/v1/me/avatar' });
    expect(removed.json().user.avatarUrl).toBeNull();
    expect((await client.get(url)).statusCode).toBe(404);
  });

  it('checks the picture by its content, not its name', async () => {
    const { client } = await signedIn('10.40.0.4');
    const fake = await client.request({
      method: 'POST',
      url: '/api/v1/me/avatar',
      ...multipart('photo.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe('Please upload jpeg, jpg, png file only!');
    const gif = await client.request({
      method: 'POST',
      url: '/api/v1/me/avatar',
      ...multipart('a.jpg', 'image/jpeg', Buffer.from('R0lGODlhAQABAAAAACw=', 'base64')),
    });
    expect(gif.statusCode).toBe(415);
  });

  it('refuses a picture over 5 MB', async () => {
    const { client } = await signedIn('10.40.0.5');
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]);
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/me/avatar',
      ...multipart('big.png', 'image/png', big),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('File size should not be greater than 5Mb.');
  });

  it('does not serve files that are not profile pictures, nor odd paths', async () => {
    const { client } = await signedIn('10.40.0.6');
    expect((await client.get('/api/v1/files/avatars/nothing.png')).statusCode).toBe(404);
    expect((await client.get('/api/v1/files/avatars/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});

describe('settings > language', () => {
  const setLanguage = (client: TestClient, payload: object) =>
    client.request({ method: 'PUT', url: '/api/v1/me/language', payload });

  it('keeps the language a person chooses, and the session says it', async () => {
    const { client } = await signedIn('10.40.0.7');
    expect((await client.get('/api/v1/auth/me')).json().user.language).toBeNull();
    const res = await setLanguage(client, { language: 'fr' });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect((await client.get('/api/v1/auth/me')).json().user.language).toBe('fr');
    expect((await client.get('/api/v1/auth/session')).json().user.language).toBe('fr');
  });

  it.each([[{ language: 'de' }], [{ language: 'FR' }], [{ language: null }], [{}]])(
    'refuses %o with the message under the field, and keeps the language',
    async (payload) => {
      const { client } = await signedIn('10.40.0.8');
      await setLanguage(client, { language: 'es' });
      const res = await setLanguage(client, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: {
          code: 'validation_failed',
          message: expect.any(String),
          details: [{ path: 'language', message: 'Choose one of the listed languages.' }],
        },
      });
      expect((await client.get('/api/v1/auth/me')).json().user.language).toBe('es');
    },
  );

  it('refuses a field it does not know', async () => {
    const { client } = await signedIn('10.40.0.9');
    const res = await setLanguage(client, { language: 'ar', timeZone: 'UTC' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual(['timeZone']);
  });

  it('answers 401 to someone not signed in', async () => {
    const guest = new TestClient(t.app, '10.40.0.10');
    const res = await setLanguage(guest, { language: 'fr' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });
});
