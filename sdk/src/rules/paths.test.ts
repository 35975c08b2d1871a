import { describe, expect, it } from 'vitest';
import { paths, safeReturnPath } from './paths.js';
import { matchRoute } from './routes.js';

describe('paths', () => {
  it('every builder makes a path that matches a route', () => {
    const built = [
      paths.home(),
      paths.login(),
      paths.register(),
      paths.courses(),
      paths.events(),
      paths.pastEvents(),
      paths.event(3),
      paths.course(5),
      paths.createEvent(),
      paths.createCourse(),
      paths.editEvent(3),
      paths.editCourse(5),
      paths.courseSession(5, 9),
      paths.courseSessionOnDate(5, '2026-02-04'),
      paths.checkin('AB12-cd34'),
      paths.dashboard(),
      paths.dashboardTab('my-events'),
      paths.admin(),
      paths.profile(),
      paths.memberProfile(8),
      paths.user(8),
      paths.inbox(),
      paths.checkout(),
      paths.group(2),
      paths.announcement(2, 7),
      paths.createAnnouncement(2),
      paths.editAnnouncement(2, 7),
    ];
    expect(built).toHaveLength(Object.keys(paths).length);
    for (const path of built) expect(matchRoute(path), path).not.toBeNull();
  });

  it('fills the params in place', () => {
    expect(paths.courseSession(5, 9)).toBe('/course/5/session/9');
    expect(paths.editAnnouncement(2, 7)).toBe('/groups/2/announcements/7/edit');
    expect(matchRoute(paths.announcement(2, 7))?.params).toEqual({ groupId: '2', id: '7' });
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/dashboard/my-events?page=2#top', '/dashboard/my-events?page=2#top'],
    ['/course/5/session/9', '/course/5/session/9'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['profile'],
    ['//evil.com'],
    ['//evil.com/profile'],
    ['/\\evil.com'],
    ['/\\/evil.com'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['https://evil.com/profile'],
    ['http:/evil.com'],
    ['javascript:alert(1)'],
    [' /profile'],
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
