// @vitest-environment node
import { createRequire } from 'node:module';
import { loadFixtureIds } from '@campus/server/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, JOURNEY_TIMEOUT_MS, loginAs, PHONE, screenshot, useJourney } from './harness';

/**
 * The event images gallery (spec section 2): the teacher uploads three photos to an event they own,
 * reorders them with the keyboard (dnd-kit), stars one as the main photo and sees it in the hero; a
 * student of the event's group sees the gallery without the manager controls; axe in dark on a phone.
 */

// sharp is the server's dependency: small solid-colour PNGs, each a real image the server accepts.
const sharp = createRequire(new URL('../../server/package.json', import.meta.url))('sharp') as (
  options: object,
) => { png(): { toBuffer(): Promise<Buffer> } };

async function png(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 320, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

const EVENT = 'Grade 8 Parent-Teacher Night';

async function thumbnails(page: Page): Promise<(string | null)[]> {
  const buttons = page.getByRole('list', { name: 'Photo thumbnails' }).getByRole('button');
  const count = await buttons.count();
  const names: (string | null)[] = [];
  for (let index = 0; index < count; index++) names.push(await buttons.nth(index).getAttribute('aria-label'));
  return names;
}

function currentThumbnail(page: Page): Promise<string | null> {
  return page
    .getByRole('list', { name: 'Photo thumbnails' })
    .locator('[aria-current="true"]')
    .getAttribute('aria-label');
}

/** A slow horizontal drag across the middle of the photo (negative: to the left). */
async function drag(page: Page, distance: number): Promise<void> {
  const box = await page.getByRole('region', { name: 'Photos', exact: true }).boundingBox();
  if (!box) throw new Error('The carousel is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + distance, y, { steps: 12 });
  await page.waitForTimeout(150);
  await page.mouse.up();
  await page.waitForTimeout(600);
}

describe('journeys: event images gallery', { timeout: JOURNEY_TIMEOUT_MS * 3 }, () => {
  const journey = useJourney();

  it('the teacher uploads three photos, reorders them, stars the main photo and sees it in the hero', async () => {
    const ids = await loadFixtureIds(journey.current.server.database);
    const eventPath = `/event/${ids.event(EVENT)}`;
    const page = await journey.current.newPage({ viewport: DESKTOP });
    await loginAs(page, 'teacher');
    await page.goto(eventPath);
    await page.getByRole('heading', { level: 1, name: EVENT }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Event Photos (0)' }).waitFor();

    await page.getByRole('button', { name: 'Upload Images' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Images' });
    await upload.getByText('Max 10 images, 5MB each').waitFor();
    // A text file named like a PNG passes the browser's check; the server sniffs the bytes and refuses it.
    await upload
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') },
      ]);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload
      .getByRole('alert')
      .getByText(/^Failed to upload images\. Please try again\./)
      .waitFor();
    await upload.locator('input[type="file"]').setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: await png(220, 40, 40) },
      { name: 'green.png', mimeType: 'image/png', buffer: await png(40, 160, 60) },
      { name: 'blue.png', mimeType: 'image/png', buffer: await png(40, 80, 220) },
    ]);
    await upload.getByRole('textbox', { name: /Caption for red.png/ }).fill('Red stage');
    await upload.getByRole('textbox', { name: /Caption for green.png/ }).fill('Green hall');
    await upload.getByRole('textbox', { name: /Caption for blue.png/ }).fill('Blue lab');
    await expectNoSeriousAxeViolations(page);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 2, name: 'Event Photos (3)' }).waitFor();
    expect(await thumbnails(page)).toEqual(['Show Red stage', 'Show Green hall', 'Show Blue lab']);
    await page.getByRole('img', { name: 'Red stage' }).waitFor();
    await screenshot(page, 'event-gallery-desktop-light');

    // Reorder Mode with the keyboard: pick up Blue lab, move it to the front, drop it, save.
    await page.getByRole('button', { name: 'Reorder Mode' }).click();
    const save = page.getByRole('button', { name: 'Save & Exit' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Drag Blue lab' }).focus();
    // dnd-kit's keyboard sensor: each arrow moves one place once the previous move has laid out.
    for (const key of ['Space', 'ArrowLeft', 'ArrowLeft', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    const order = page
      .getByRole('list', { name: 'Photos in their order' })
      .getByRole('button', { name: /^Drag / });
    await expect
      .poll(() => order.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label'))))
      .toEqual(['Drag Blue lab', 'Drag Red stage', 'Drag Green hall']);
    await screenshot(page, 'event-gallery-reorder');
    await expectNoSeriousAxeViolations(page);
    await save.click();
    await page.getByText('Images reordered successfully!').waitFor();
    await expect.poll(() => thumbnails(page)).toEqual(['Show Blue lab', 'Show Red stage', 'Show Green hall']);

    // Star Green hall: it becomes the event's main photo, shown in the hero.
    await page.getByRole('button', { name: 'Show Green hall' }).click();
    await page.getByRole('button', { name: 'Set as Main Photo' }).click();
    await page.getByText('Main photo updated successfully!').waitFor();
    await page.getByRole('button', { name: 'Main Photo' }).waitFor();
    const greenLarge = await page.getByRole('img', { name: 'Green hall' }).getAttribute('src');
    const hero = page.getByRole('main').locator('img').first();
    await expect.poll(() => hero.getAttribute('src')).toBe(greenLarge);
    await screenshot(page, 'event-gallery-main-photo');

    // The order and the main photo are kept.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Event Photos (3)' }).waitFor();
    expect(await thumbnails(page)).toEqual(['Show Blue lab', 'Show Red stage', 'Show Green hall']);
    expect(await page.getByRole('main').locator('img').first().getAttribute('src')).toBe(greenLarge);
    await expectNoSeriousAxeViolations(page);

    // On a phone the manager's buttons wrap under the photos.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Upload Images' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'event-gallery-manager-phone');
    await expectNoSeriousAxeViolations(page);
  });

  it('a student of the group sees the gallery without manager controls; axe in dark on a phone', async () => {
    const ids = await loadFixtureIds(journey.current.server.database);
    const page = await journey.current.newPage({ viewport: PHONE, colorScheme: 'dark' });
    await loginAs(page, 'student');
    await page.goto(`/event/${ids.event(EVENT)}`);
    await page.getByRole('heading', { level: 2, name: 'Event Photos (3)' }).waitFor();
    await page.getByRole('img', { name: 'Blue lab' }).waitFor();
    for (const name of ['Upload Images', 'Reorder Mode', 'Set as Main Photo', 'Edit Caption', 'Delete']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    // The 5-second advance may have moved on while the page loaded: start from the first photo.
    await page.getByRole('button', { name: 'Show Blue lab' }).click();
    await expect.poll(() => currentThumbnail(page)).toBe('Show Blue lab');
    // Swipes: under 50 px the photo stays; a slow 80 px drag moves to the next one.
    await drag(page, -30);
    await expect.poll(() => currentThumbnail(page)).toBe('Show Blue lab');
    await drag(page, -80);
    await expect.poll(() => currentThumbnail(page)).toBe('Show Red stage');
    await drag(page, 80);
    await expect.poll(() => currentThumbnail(page)).toBe('Show Blue lab');
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => currentThumbnail(page)).toBe('Show Red stage');
    await screenshot(page, 'event-gallery-phone-dark');
    await expectNoSeriousAxeViolations(page);
  });
});
