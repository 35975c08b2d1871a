import { Button, MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { course } from '../testing/course-fixtures';
import { CourseCard } from './course-card';

function renderCard(node: ReactNode) {
  return render(
    <MantineProvider env="test">
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );
}

const card = () => screen.getByRole('article');

describe('CourseCard, browse', () => {
  it('shows name (the card link), placeholder, teacher, short date, location and Free', () => {
    renderCard(<CourseCard course={course(3, { name: 'Robotics' })} />);
    const link = screen.getByRole('link', { name: 'Robotics' });
    expect(link.getAttribute('href')).toBe('/course/3');
    expect(link.closest('h2')).not.toBeNull();
    expect(screen.getByTestId('course-placeholder-image')).toBeTruthy();
    expect(within(card()).getByText('teacher')).toBeTruthy();
    expect(within(card()).getByText('Mar 2, 2026')).toBeTruthy();
    expect(within(card()).getByText('Room 101')).toBeTruthy();
    expect(within(card()).getByText('Free')).toBeTruthy();
    // The browse card has no status or enrollment badge.
    expect(within(card()).queryByText('Published')).toBeNull();
  });

  it("says 'Unknown' without a teacher, 'No date' without a date, and hides a blank location", () => {
    renderCard(
      <CourseCard course={course(1, { teacher: null, teacher_id: null, date: null, location: null })} />,
    );
    expect(within(card()).getByText('Unknown')).toBeTruthy();
    expect(within(card()).getByText('No date')).toBeTruthy();
    expect(within(card()).queryByText('Room 101')).toBeNull();
  });

  it('shows the photo, the price with 2 decimals and the recurrence label', () => {
    renderCard(
      <CourseCard
        course={course(1, {
          main_photo_small: '/storage/small.jpg',
          is_free: false,
          price: 45,
          is_recurring: true,
          recurrence_type: 'weekly',
          weekly_days: ['wednesday', 'monday'],
        })}
        headingOrder={3}
      />,
    );
    expect(card().querySelector('img')?.getAttribute('src')).toBe('/storage/small.jpg');
    expect(screen.queryByTestId('course-placeholder-image')).toBeNull();
    expect(within(card()).getByText('$45.00')).toBeTruthy();
    expect(within(card()).getByText('Weekly on Monday, Wednesday')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Course 1' })).toBeTruthy();
  });
});

describe('CourseCard, dashboard', () => {
  it('adds the status badge, Max: N students and the enrollment badge', () => {
    renderCard(
      <CourseCard
        variant="dashboard"
        course={course(2, { status: 'pending', max_quantity: 20, enrollment_status: 'requested' })}
      />,
    );
    expect(within(card()).getAllByText('Pending Approval')).toHaveLength(2);
    expect(within(card()).getByText('Free')).toBeTruthy();
    expect(within(card()).getByText('Max: 20 students')).toBeTruthy();
  });

  it.each([
    ['published', 'Published'],
    ['draft', 'Draft'],
  ] as const)('status %s reads %s', (status, label) => {
    renderCard(<CourseCard variant="dashboard" course={course(2, { status })} />);
    expect(within(card()).getByText(label)).toBeTruthy();
  });

  it.each([
    ['enrolled', 'Enrolled'],
    ['rejected', 'Request Rejected'],
  ] as const)('enrollment %s reads %s', (status, label) => {
    renderCard(<CourseCard variant="dashboard" course={course(2, { enrollment_status: status })} />);
    expect(within(card()).getByText(label)).toBeTruthy();
  });

  it('has no Max line for an unlimited course, and renders the actions slot as working buttons', async () => {
    const approve = vi.fn();
    renderCard(
      <CourseCard
        variant="dashboard"
        course={course(2, { status: 'pending' })}
        actions={<Button onClick={approve}>Approve</Button>}
      />,
    );
    expect(within(card()).queryByText(/^Max:/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledOnce();
  });
});
