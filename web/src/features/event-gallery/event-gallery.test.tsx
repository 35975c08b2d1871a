import type { CampusEvent, EventImage, User } from '@campus/sdk';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi, fail, ok } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { adminUser, teacherUser, testUser } from '../../testing/users';
import { campusEvent } from '../events/testing/event-fixtures';

// The machines are small and shared: give the whole app time to render.
configure({ asyncUtilTimeout: 10_000 });

function image(id: number, order: number, caption: string | null = null, isMain = false): EventImage {
  return {
    id,
    caption,
    display_order: order,
    image_url_small: `/uploads/events/${id}-small.webp`,
    image_url_large: `/uploads/events/${id}-large.webp`,
    is_main: isMain,
  };
}

const owner = teacherUser();
const summary = (user: User) => ({
  id: user.id,
  username: user.username,
  first_name: user.first_name,
  middle_name: null,
  last_name: user.last_name,
});

function galleryEvent(overrides: Partial<CampusEvent> = {}): CampusEvent {
  return campusEvent(5, {
    title: 'Science Fair',
    owners: [summary(owner)],
    images: [image(11, 0, 'Opening'), image(12, 1, 'Posters', true), image(13, 2)],
    main_photo: {
      image_url_small: '/uploads/events/12-small.webp',
      image_url_large: '/uploads/events/12-large.webp',
    },
    ...overrides,
  });
}

/** The fake API, keeping the multipart bodies that the fake's recorder leaves out. */
function withForms(api: FakeApi): FakeApi & { forms: FormData[] } {
  const forms: FormData[] = [];
  return {
    ...api,
    forms,
    fetch: (input, init) => {
      if (init?.body instanceof FormData) forms.push(init.body);
      return api.fetch(input, init);
    },
  };
}

const thumbnailNames = () =>
  within(screen.getByRole('list', { name: 'Photo thumbnails' }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

const pngFile = (name: string, bytes = 100) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('event gallery', { timeout: 60_000 }, () => {
  it('shows the photos with captions, thumbnails and the count to a student, without manager controls', async () => {
    renderApp('/event/5', {
      user: testUser({ username: 'student' }),
      api: createFakeApi({ 'GET /user/events/5': ok(galleryEvent()), 'GET /user/rsvps': ok([]) }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Event Photos (3)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Photos' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Opening' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Event photo 3' })).toBeTruthy();
    expect(screen.getByText('Posters')).toBeTruthy();
    expect(screen.getByText('Main photo')).toBeTruthy();
    expect(thumbnailNames()).toEqual(['Show Opening', 'Show Posters', 'Show Photo 3']);
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeTruthy();
    for (const name of ['Upload Images', 'Reorder Mode', 'Set as Main Photo', 'Edit Caption', 'Delete']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('is hidden when there are no photos and the viewer cannot manage; an owner sees the empty gallery', async () => {
    const empty = galleryEvent({ images: [], main_photo: null });
    const guest = renderApp('/event/5', { api: createFakeApi({ 'GET /events/5': ok(empty) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Science Fair' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Event Photos/ })).toBeNull();
    guest.unmount();

    renderApp('/event/5', {
      user: owner,
      api: createFakeApi({ 'GET /user/events/5': ok(empty), 'GET /user/rsvps': ok([]) }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Event Photos (0)' })).toBeTruthy();
    expect(screen.getByText(/No photos yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload Images' })).toBeTruthy();
  });

  it('checks the chosen files before uploading (11 files, a non-image, over 5MB), then sends files and captions', async () => {
    const api = withForms(
      createFakeApi({
        'GET /user/events/5': ok(galleryEvent()),
        'GET /user/rsvps': ok([]),
        'POST /events/5/images': ok([image(14, 3, 'Stage')]),
      }),
    );
    const view = renderApp('/event/5', { user: owner, api });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Upload Images' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Images' });
    expect(within(dialog).getByText('Max 10 images, 5MB each')).toBeTruthy();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;

    await user.upload(
      input,
      Array.from({ length: 11 }, (_, index) => pngFile(`p${index}.png`)),
    );
    expect(await within(dialog).findByText('Upload at most 10 images at a time')).toBeTruthy();

    await user.upload(input, [pngFile('a.png'), new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    expect(
      await within(dialog).findByText('Please select an image file (JPEG, PNG, GIF, etc.)'),
    ).toBeTruthy();

    await user.upload(input, [pngFile('huge.png', 5 * 1024 * 1024 + 1)]);
    expect(await within(dialog).findByText('Each image must be at most 5MB')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.upload(input, [pngFile('stage.png'), pngFile('crowd.png')]);
    await user.type(within(dialog).getByRole('textbox', { name: /Caption for stage.png/ }), 'Stage');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(api.forms).toHaveLength(1));
    const form = api.forms[0] as FormData;
    expect((form.get('images[0][file]') as File).name).toBe('stage.png');
    expect(form.get('images[0][caption]')).toBe('Stage');
    expect((form.get('images[1][file]') as File).name).toBe('crowd.png');
    expect(form.get('images[1][caption]')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload Images' })).toBeNull());
    // The event is read again (its images and main photo).
    expect(api.calls.filter((call) => call.path === '/user/events/5')).toHaveLength(2);
  });

  it("shows the spec's alert when the upload fails", async () => {
    const api = createFakeApi({
      'GET /user/events/5': ok(galleryEvent()),
      'GET /user/rsvps': ok([]),
      'POST /events/5/images': fail(500, 'boom'),
    });
    const view = renderApp('/event/5', { user: owner, api });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Upload Images' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Images' });
    await view.userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, [
      pngFile('a.png'),
    ]);
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Failed to upload images. Please try again.',
    );
  });

  it('Reorder Mode: Cancel restores the earlier order; Save & Exit sends image_order', async () => {
    const api = createFakeApi({
      'GET /user/events/5': ok(galleryEvent()),
      'GET /user/rsvps': ok([]),
      'PUT /events/5/images/reorder': ok([image(12, 0), image(11, 1), image(13, 2)]),
    });
    const view = renderApp('/event/5', { user: owner, api });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Reorder Mode' }));
    const order = () =>
      within(screen.getByRole('list', { name: 'Photos in their order' }))
        .getAllByRole('button', { name: /^Drag / })
        .map((button) => button.getAttribute('aria-label'));
    expect(order()).toEqual(['Drag Opening', 'Drag Posters', 'Drag Photo 3']);
    const save = screen.getByRole('button', { name: 'Save & Exit' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await view.userEvent.click(screen.getByRole('button', { name: 'Move Photo 3 earlier' }));
    expect(order()).toEqual(['Drag Opening', 'Drag Photo 3', 'Drag Posters']);
    await view.userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(thumbnailNames()).toEqual(['Show Opening', 'Show Posters', 'Show Photo 3']);

    await view.userEvent.click(screen.getByRole('button', { name: 'Reorder Mode' }));
    expect(order()).toEqual(['Drag Opening', 'Drag Posters', 'Drag Photo 3']);
    await view.userEvent.click(screen.getByRole('button', { name: 'Move Opening later' }));
    expect(order()).toEqual(['Drag Posters', 'Drag Opening', 'Drag Photo 3']);
    await view.userEvent.click(screen.getByRole('button', { name: 'Save & Exit' }));
    expect(await screen.findByText('Images reordered successfully!')).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      image_order: [
        { id: 12, display_order: 0 },
        { id: 11, display_order: 1 },
        { id: 13, display_order: 2 },
      ],
    });
    expect(screen.queryByRole('list', { name: 'Photos in their order' })).toBeNull();
  });

  it("shows the spec's alert when saving the order fails and stays in Reorder Mode", async () => {
    const api = createFakeApi({
      'GET /user/events/5': ok(galleryEvent()),
      'GET /user/rsvps': ok([]),
      'PUT /events/5/images/reorder': fail(500, 'boom'),
    });
    const view = renderApp('/event/5', { user: adminUser(), api });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Reorder Mode' }));
    await view.userEvent.click(screen.getByRole('button', { name: 'Move Opening later' }));
    await view.userEvent.click(screen.getByRole('button', { name: 'Save & Exit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to reorder images. Please try again.',
    );
    expect(screen.getByRole('list', { name: 'Photos in their order' })).toBeTruthy();
  });

  it('sets the main photo (star) and deletes after a confirmation', async () => {
    const api = createFakeApi({
      'GET /user/events/5': ok(galleryEvent()),
      'GET /user/rsvps': ok([]),
      'PUT /events/5/images/11/main-photo': ok(galleryEvent()),
      'DELETE /events/5/images/11': ok(null),
    });
    const view = renderApp('/event/5', { user: owner, api });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Set as Main Photo' }));
    expect(await screen.findByText('Main photo updated successfully!')).toBeTruthy();
    expect(
      api.calls.some((call) => call.method === 'PUT' && call.path === '/events/5/images/11/main-photo'),
    ).toBe(true);

    await view.userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Image' });
    expect(within(dialog).getByText(/Are you sure you want to delete this image\?/)).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await view.userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await view.userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Image' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Image' })).toBeNull());
  });

  it("shows the spec's alerts when setting the main photo, deleting or captioning fails", async () => {
    const api = createFakeApi({
      'GET /user/events/5': ok(galleryEvent()),
      'GET /user/rsvps': ok([]),
      'PUT /events/5/images/11/main-photo': fail(500, 'boom'),
      'DELETE /events/5/images/11': fail(500, 'boom'),
      'PUT /events/5/images/11': fail(500, 'boom'),
    });
    const view = renderApp('/event/5', { user: owner, api });
    await view.userEvent.click(await screen.findByRole('button', { name: 'Set as Main Photo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to set main photo. Please try again.',
    );

    await view.userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Image' });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Failed to delete image. Please try again.')).toBeTruthy();
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Image' })).toBeNull());

    await view.userEvent.click(screen.getByRole('button', { name: 'Edit Caption' }));
    const captionDialog = await screen.findByRole('dialog', { name: 'Edit Caption' });
    const field = within(captionDialog).getByRole('textbox', { name: /Caption/ });
    expect((field as HTMLInputElement).value).toBe('Opening');
    await view.userEvent.clear(field);
    await view.userEvent.type(field, 'Doors open');
    await view.userEvent.click(within(captionDialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(captionDialog).findByText('Failed to update caption. Please try again.'),
    ).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT' && call.path === '/events/5/images/11');
    expect(put?.body).toEqual({ caption: 'Doors open' });
  });
});
