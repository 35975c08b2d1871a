import { EVENT_IMAGE_MESSAGES, type SessionImage } from '@campus/sdk';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { teacherUser, testUser } from '../../../testing/users';
import { courseSession, sessionCourse, sessionImage } from '../testing/session-fixtures';

configure({ asyncUtilTimeout: 10_000 });

const images = (): SessionImage[] => [
  sessionImage(11, 1, 'Gears'),
  sessionImage(12, 0, 'Motors'),
  sessionImage(13, 2),
];

function galleryApi(staff: boolean, withImages = images()): FakeApi & { forms: FormData[] } {
  const api = createFakeApi({
    'GET /user/courses/7': ok(sessionCourse(7, staff)),
    'GET /courses/7/sessions/1': ok(courseSession(1, { images: withImages, roster: [] })),
  });
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

describe('session gallery', { timeout: 60_000 }, () => {
  it('shows a student the photos in display order with captions, without manager controls', async () => {
    renderApp('/course/7/session/1', { user: testUser(), api: galleryApi(false) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Session Photos (3)' })).toBeTruthy();
    expect(thumbnailNames()).toEqual(['Show Motors', 'Show Gears', 'Show Photo 3']);
    expect(screen.getByRole('img', { name: 'Session photo 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload Images' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reorder Mode' })).toBeNull();
  });

  it('is hidden from a student when there are no photos; staff see the upload hint', async () => {
    renderApp('/course/7/session/1', { user: testUser(), api: galleryApi(false, []) });
    await screen.findByRole('heading', { level: 1, name: /Session:/ });
    expect(screen.queryByRole('heading', { name: /Session Photos/ })).toBeNull();

    renderApp('/course/7/session/1', { user: teacherUser(), api: galleryApi(true, []) });
    expect(await screen.findByText('No photos yet. Max 10 images, 5MB each.')).toBeTruthy();
  });

  it('staff upload files with captions to the session', async () => {
    const api = galleryApi(true);
    api.on('POST /courses/7/sessions/1/images', ok([sessionImage(14, 3, 'Robot')]));
    const { userEvent } = renderApp('/course/7/session/1', { user: teacherUser(), api });
    await userEvent.click(await screen.findByRole('button', { name: 'Upload Images' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Images' });
    expect(within(dialog).getByText('Max 10 images, 5MB each')).toBeTruthy();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array(10)], 'robot.png', { type: 'image/png' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Caption for robot.png' }), 'Robot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.forms).toHaveLength(1);
    expect(api.forms[0]?.get('images[0][caption]')).toBe('Robot');
  });

  it('Reorder Mode: Save & Exit only after a change, Cancel reverts, Save sends image_order', async () => {
    const api = galleryApi(true);
    const answers = [fail(500, 'Boom'), ok(images())];
    api.on('PUT /courses/7/sessions/1/images/reorder', () => answers.shift() ?? ok(images()));
    const { userEvent } = renderApp('/course/7/session/1', { user: teacherUser(), api });
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder Mode' }));
    const save = screen.getByRole('button', { name: 'Save & Exit' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Move Motors later' }));
    expect(save.hasAttribute('disabled')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(thumbnailNames()).toEqual(['Show Motors', 'Show Gears', 'Show Photo 3']);

    await userEvent.click(screen.getByRole('button', { name: 'Reorder Mode' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Photo 3 earlier' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save & Exit' }));
    expect(await screen.findByText(EVENT_IMAGE_MESSAGES.reorderFailed)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Exit' }));
    expect(await screen.findByText(EVENT_IMAGE_MESSAGES.reordered)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      image_order: [
        { id: 12, display_order: 0 },
        { id: 13, display_order: 1 },
        { id: 11, display_order: 2 },
      ],
    });
  });

  it('staff edit a caption and delete a photo after a confirmation, with the gallery alerts on failure', async () => {
    const api = galleryApi(true);
    api.on('PUT /courses/7/sessions/1/images/12', fail(500, 'Boom'));
    const deletes = [fail(500, 'Boom'), ok(null)];
    api.on('DELETE /courses/7/sessions/1/images/12', () => deletes.shift() ?? ok(null));
    const { userEvent } = renderApp('/course/7/session/1', { user: teacherUser(), api });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Caption' }));
    const captionDialog = await screen.findByRole('dialog', { name: 'Edit Caption' });
    const caption = within(captionDialog).getByRole('textbox', { name: 'Caption' });
    await userEvent.clear(caption);
    await userEvent.type(caption, 'Small motors');
    await userEvent.click(within(captionDialog).getByRole('button', { name: 'Save' }));
    expect(await within(captionDialog).findByText(EVENT_IMAGE_MESSAGES.updateCaptionFailed)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ caption: 'Small motors' });
    await userEvent.click(within(captionDialog).getByRole('button', { name: 'Cancel' }));

    const manage = screen.getByRole('group', { name: 'Manage Motors' });
    await userEvent.click(within(manage).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Image' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(EVENT_IMAGE_MESSAGES.deleteFailed)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(2));
  });
});
