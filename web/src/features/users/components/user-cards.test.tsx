import { EMPTY_STATE_MESSAGES } from '@campus/sdk';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissions } from '../../../testing/users';
import { card, renderUserPage } from '../testing/render-user-page';
import { ALL_ABILITIES, abilities, summary, userDetail } from '../testing/user-fixtures';

const CARDS = [
  'Details',
  'Manager',
  'Assistants',
  'Family Relationships',
  'Groups',
  'Courses Taken',
  'Permissions',
];

/** The cards shown, in order, by their headings. */
const cardNames = () =>
  screen.getAllByRole('region').map((region) => within(region).getAllByRole('heading')[0]?.textContent);

/** Every card's data present (empty), so only `can` decides. */
const everything = {
  manager: null,
  assistants: [],
  groups: [],
  coordinated_groups: [],
  courses_taken: [],
  permissions: [],
};

describe('user cards: each card and action gated by the answer and `can`', { timeout: 60_000 }, () => {
  it('shows every card, every empty state and every action when everything is allowed', async () => {
    await renderUserPage(
      userDetail({ id: 20, first_name: 'Ann', last_name: 'Lee', ...everything, can: ALL_ABILITIES }),
    );
    expect(cardNames()).toEqual(CARDS);
    for (const text of [
      EMPTY_STATE_MESSAGES.noManager,
      EMPTY_STATE_MESSAGES.noAssistants,
      EMPTY_STATE_MESSAGES.noLists,
      EMPTY_STATE_MESSAGES.noParents,
      EMPTY_STATE_MESSAGES.noChildren,
      EMPTY_STATE_MESSAGES.noCoursesTaken,
      EMPTY_STATE_MESSAGES.noPermissions,
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    for (const button of ['Edit', 'Assign Manager', 'Assign Parents', 'Assign Children', 'Manage']) {
      expect(screen.getByRole('button', { name: button })).toBeTruthy();
    }
    // Remove only when there is a manager.
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('shows only details and family, without actions, when nothing is allowed', async () => {
    await renderUserPage(
      userDetail({ id: 21, first_name: 'Bo', last_name: 'Ng', ...everything, can: abilities() }),
    );
    expect(cardNames()).toEqual(['Details', 'Family Relationships']);
    expect(screen.queryAllByRole('button', { name: /Edit|Assign|Manage|Remove/ })).toEqual([]);
  });

  it('leaves out a card the answer does not hold, even when `can` allows it', async () => {
    await renderUserPage(userDetail({ id: 22, first_name: 'Cy', last_name: 'Oh', can: ALL_ABILITIES }));
    expect(cardNames()).toEqual(['Details', 'Family Relationships', 'Permissions']);
  });

  it('gates each card on its own ability', async () => {
    const gates: [keyof typeof ALL_ABILITIES, string[]][] = [
      ['view_management', ['Manager', 'Assistants', 'Groups']],
      ['view_courses_taken', ['Courses Taken']],
      ['view_permissions', ['Permissions']],
    ];
    for (const [ability, cards] of gates) {
      const view = await renderUserPage(
        userDetail({ id: 23, first_name: 'Di', last_name: 'Wu', ...everything, can: abilities(ability) }),
      );
      expect(cardNames()).toEqual(['Details', ...cards, 'Family Relationships'].sort(byCardOrder));
      view.unmount();
    }
  });

  it('offers Remove beside Assign Manager only with assign_manager, and Manage only with grant_permissions', async () => {
    const manager = summary(2, 'Marcus', 'Hale', 'manager');
    const view = await renderUserPage(
      userDetail({
        id: 24,
        first_name: 'Ed',
        last_name: 'Ma',
        ...everything,
        manager,
        can: abilities('view_management', 'view_permissions'),
      }),
    );
    expect(within(card('Manager')).getByRole('link', { name: 'Marcus Hale' }).getAttribute('href')).toBe(
      '/user/2',
    );
    expect(screen.queryByRole('button', { name: 'Assign Manager' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage' })).toBeNull();
    view.unmount();
    await renderUserPage(
      userDetail({
        id: 25,
        first_name: 'Flo',
        last_name: 'Ma',
        ...everything,
        manager,
        can: abilities('view_management', 'assign_manager'),
      }),
    );
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('colours courses taken: enrolled green, requested yellow, others red; each links to its course', async () => {
    await renderUserPage(
      userDetail({
        id: 26,
        first_name: 'Gus',
        last_name: 'Ray',
        courses_taken: [
          { id: 1, name: 'Robotics', status: 'enrolled' },
          { id: 2, name: 'Chess', status: 'requested' },
          { id: 3, name: 'Spanish', status: 'rejected' },
          { id: 4, name: 'Art', status: 'completed' },
        ],
        can: abilities('view_courses_taken'),
      }),
    );
    const courses = card('Courses Taken');
    expect(within(courses).getByRole('link', { name: 'Chess' }).getAttribute('href')).toBe('/course/2');
    const colour = (label: string) =>
      within(courses).getByText(label).closest('.mantine-Badge-root')?.getAttribute('style');
    expect(colour('Enrolled')).toContain('green');
    expect(colour('Requested')).toContain('yellow');
    expect(colour('Rejected')).toContain('red');
    expect(colour('Completed')).toContain('red');
  });

  it('lists groups linking to /group/{id}, marking the coordinated ones', async () => {
    await renderUserPage(
      userDetail({
        id: 27,
        first_name: 'Hal',
        last_name: 'Ito',
        groups: [{ id: 4, name: 'Grade 8 Science' }],
        coordinated_groups: [{ id: 5, name: 'Chess Club' }],
        can: abilities('view_management'),
      }),
    );
    const groups = card('Groups');
    expect(within(groups).getByRole('link', { name: 'Grade 8 Science' }).getAttribute('href')).toBe(
      '/group/4',
    );
    expect(within(groups).getByRole('link', { name: 'Chess Club' }).getAttribute('href')).toBe('/group/5');
    expect(within(groups).getAllByText('Coordinator')).toHaveLength(1);
  });

  it('opens and closes the assistants tree, each person linking to /user/{id}', async () => {
    const leaf = { ...summary(32, 'Jim', 'Chen', 'jchen'), subordinates: [] };
    const view = await renderUserPage(
      userDetail({
        id: 28,
        first_name: 'Marcus',
        last_name: 'Hale',
        assistants: [
          { ...summary(31, 'Tom', 'Reed', 'teacher'), subordinates: [leaf] },
          { ...summary(33, 'Cara', 'Diaz', 'coordinator'), subordinates: [] },
        ],
        can: abilities('view_management'),
      }),
    );
    const tree = card('Assistants');
    expect(within(tree).getByRole('link', { name: 'Tom Reed' }).getAttribute('href')).toBe('/user/31');
    expect(within(tree).queryByRole('link', { name: 'Jim Chen' })).toBeNull();
    const toggle = within(tree).getByRole('button', { name: 'Show the 1 below Tom Reed' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await view.userEvent.click(toggle);
    expect(within(tree).getByRole('link', { name: 'Jim Chen' }).getAttribute('href')).toBe('/user/32');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await view.userEvent.click(within(tree).getByRole('button', { name: 'Hide the 1 below Tom Reed' }));
    expect(within(tree).queryByRole('link', { name: 'Jim Chen' })).toBeNull();
  });

  it('lists granted permissions, and says an admin holds them all', async () => {
    const view = await renderUserPage(
      userDetail({
        id: 29,
        first_name: 'Ivy',
        last_name: 'Ko',
        permissions: permissions('view_user'),
        can: abilities('view_permissions'),
      }),
    );
    expect(within(card('Permissions')).getByText('view user')).toBeTruthy();
    view.unmount();
    await renderUserPage(
      userDetail({
        id: 30,
        first_name: 'Al',
        last_name: 'Mo',
        is_admin: true,
        permissions: [],
        can: abilities('view_permissions'),
      }),
    );
    expect(within(card('Permissions')).getByText('Holds every permission')).toBeTruthy();
    expect(screen.queryByText(EMPTY_STATE_MESSAGES.noPermissions)).toBeNull();
  });
});

function byCardOrder(a: string, b: string) {
  return CARDS.indexOf(a) - CARDS.indexOf(b);
}
