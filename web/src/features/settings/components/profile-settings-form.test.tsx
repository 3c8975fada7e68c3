import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../../../shared/constants.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { userDetail } from '../../../test/people-fixtures.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';

const ME = userDetail({
  id: TEST_USER.id,
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  email: TEST_USER.email,
  countryIso: 'GB',
  countryCode: '+44',
  phoneNumber: '7700900123',
});

async function openProfileSettings(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [`GET /users/${TEST_USER.id}`]: { body: ME }, ...routes });
  const app = renderApp('/settings', { user: TEST_USER });
  const firstName = await screen.findByLabelText(/^First name/);
  // The file input accepts only images; the check under test is the app's own, so let any file through.
  const files = userEvent.setup({ applyAccept: false });
  const upload = (file: File) => files.upload(screen.getByLabelText('Upload picture'), file);
  return { ...app, api, firstName, upload };
}

describe('profile settings', () => {
  it('refuses other types and files over 5 MB before uploading anything', async () => {
    const { api, upload } = await openProfileSettings();

    await upload(new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Please upload jpeg, jpg, png file only!')).toBeTruthy();

    await upload(new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('File size should not be greater than 5Mb.')).toBeTruthy();
    expect(api.callsTo('POST /me/avatar')).toEqual([]);
  });

  it('uploads a picture, which the top bar shows at once, and can remove it', async () => {
    const withAvatar = { ...TEST_USER, avatarUrl: '/api/v1/files/avatars/ada.png' };
    const { api, upload, user } = await openProfileSettings({
      'POST /me/avatar': { body: { user: withAvatar } },
      'DELETE /me/avatar': { body: { user: TEST_USER } },
    });
    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    await upload(picture);

    expect(await screen.findByText('Your profile picture has been updated.')).toBeTruthy();
    const sent = api.callsTo('POST /me/avatar')[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('file')).toBeInstanceOf(File);
    const menu = screen.getByRole('button', { name: 'Account menu of Ada Lovelace' });
    await waitFor(() => expect(menu.querySelector('img')?.getAttribute('src')).toBe(withAvatar.avatarUrl));

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Your profile picture has been removed.')).toBeTruthy();
    await waitFor(() => expect(menu.querySelector('img')).toBeNull());
  });

  it("shows the server's refusal of a picture", async () => {
    const { upload } = await openProfileSettings({
      'POST /me/avatar': apiError(415, 'unsupported_media_type', 'Please upload jpeg, jpg, png file only!'),
    });
    await upload(new File(['not really'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('Please upload jpeg, jpg, png file only!')).toBeTruthy();
  });

  it("saves the name and phone, says 'Profile update!' and renames the top bar", async () => {
    const renamed = { ...TEST_USER, lastName: 'Byron', fullName: 'Ada Byron' };
    const { api, user } = await openProfileSettings({ 'PATCH /me/profile': { body: { user: renamed } } });
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Email')).toHaveProperty('value', TEST_USER.email);

    const lastName = screen.getByLabelText(/^Last name/);
    await user.clear(lastName);
    await user.type(lastName, 'By.ron');
    expect(lastName).toHaveProperty('value', 'Byron');
    expect(screen.getByText('Special characters are not allowed!')).toBeTruthy();

    await user.click(update);
    expect(await screen.findByText('Profile update!')).toBeTruthy();
    expect(api.callsTo('PATCH /me/profile')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Byron',
      countryIso: 'GB',
      countryCode: '+44',
      phoneNumber: '7700900123',
    });
    expect(await screen.findByRole('button', { name: 'Account menu of Ada Byron' })).toBeTruthy();
    await waitFor(() => expect(update).toHaveProperty('disabled', true));
  });

  it('empties the phone when the country changes, and Reset brings both back', async () => {
    const { user } = await openProfileSettings();
    // The number's box is drawn afresh for a new country (its notice goes with the old number).
    const phone = () => screen.getByLabelText(/^Contact number/);
    const country = screen.getByRole('combobox', { name: 'Country code' });
    await user.clear(country);
    await user.paste('+91');
    await user.click(await screen.findByRole('option', { name: /^India/ }));
    expect(phone()).toHaveProperty('value', '');

    await user.type(phone(), '12');
    await user.tab();
    expect(await screen.findByText('Phone number 10 digits valid')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(phone()).toHaveProperty('value', '7700900123');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveProperty(
      'value',
      '+44 United Kingdom',
    );
  });
});
