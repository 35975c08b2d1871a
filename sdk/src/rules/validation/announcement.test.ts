import { describe, expect, it } from 'vitest';
import { announcementInstant } from '../announcements.js';
import { isBlankHtml } from '../html.js';
import { AnnouncementInputSchema, AnnouncementListQuerySchema } from './announcement.js';
import { fieldErrorsFrom } from './field-errors.js';

const valid = { title: 'Lab safety', body: '<p>Bring goggles.</p>', available_from: '2026-12-01' };

function errors(input: unknown) {
  const result = AnnouncementInputSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFrom(result.error);
}

describe('AnnouncementInputSchema', () => {
  it('accepts a title, body and start date, active unless said otherwise', () => {
    expect(AnnouncementInputSchema.parse(valid)).toEqual({
      ...valid,
      available_until: null,
      is_active: true,
    });
  });

  it.each([
    [{ ...valid, title: '  ' }, 'title', 'Title is required'],
    [{ ...valid, title: 'x'.repeat(256) }, 'title', 'Title may be at most 255 characters'],
    [{ ...valid, body: '<p><br></p>' }, 'body', 'Body is required'],
    [{ ...valid, body: undefined }, 'body', 'Body is required'],
    [{ ...valid, available_from: '' }, 'available_from', 'Available from date is required'],
    [
      { ...valid, available_from: '2026-02-30' },
      'available_from',
      'Enter a date as YYYY-MM-DD or a date and time',
    ],
    [
      { ...valid, available_until: '2026-11-30' },
      'available_until',
      'Available until date must be after available from date',
    ],
    [
      { ...valid, available_from: '2026-12-01T10:00', available_until: '2026-12-01T10:00' },
      'available_until',
      'Available until date must be after available from date',
    ],
  ])('refuses %j on %s', (input, field, message) => {
    expect(errors(input)[field]?.[0]).toBe(message);
  });

  it('lets a one-day announcement end on the day it starts', () => {
    expect(errors({ ...valid, available_until: '2026-12-01' })).toEqual({});
  });

  it('reads a blank end date as none', () => {
    expect(AnnouncementInputSchema.parse({ ...valid, available_until: '' }).available_until).toBeNull();
  });
});

describe('announcementInstant', () => {
  it('spans a whole day on the platform wall clock for a date alone', () => {
    expect(announcementInstant('2026-12-01', 'start', 'America/Chicago')?.toISOString()).toBe(
      '2026-12-01T06:00:00.000Z',
    );
    expect(announcementInstant('2026-12-01', 'end', 'America/Chicago')?.toISOString()).toBe(
      '2026-12-02T05:59:59.999Z',
    );
  });

  it('reads a wall-clock time in the zone and an offset as exact', () => {
    expect(announcementInstant('2026-07-01T09:30', 'start', 'America/Chicago')?.toISOString()).toBe(
      '2026-07-01T14:30:00.000Z',
    );
    expect(announcementInstant('2026-07-01T09:30:00+02:00', 'start', 'America/Chicago')?.toISOString()).toBe(
      '2026-07-01T07:30:00.000Z',
    );
  });

  it.each(['2026-13-01', '2026-02-29', 'tomorrow', '2026-1-1', '2026-01-01T25:00'])('refuses %s', (text) => {
    expect(announcementInstant(text, 'start', 'UTC')).toBeNull();
  });
});

describe('AnnouncementListQuerySchema', () => {
  it('defaults to page 1 of 10 without show_all', () => {
    expect(AnnouncementListQuerySchema.parse({})).toEqual({ page: 1, per_page: 10, show_all: false });
  });

  it('reads show_all and refuses a page below 1', () => {
    expect(AnnouncementListQuerySchema.parse({ page: '2', show_all: 'true' }).show_all).toBe(true);
    expect(AnnouncementListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(AnnouncementListQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
  });
});

describe('isBlankHtml', () => {
  it.each([
    ['', true],
    ['<p><br></p>', true],
    ['<p>&nbsp;</p>', true],
    ['<p>Hi</p>', false],
    ['<p><img src="/x.png"></p>', false],
  ])('%s is blank: %s', (html, blank) => {
    expect(isBlankHtml(html)).toBe(blank);
  });
});
