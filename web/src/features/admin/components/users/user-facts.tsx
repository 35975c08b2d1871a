import { formatDateLong, genderLabel, schoolGradeLabel, type User } from '@campus/sdk';
import { SimpleGrid, Text } from '@mantine/core';

const NONE = 'Not provided';

/** 'Admin', 'Student' or 'Member'. */
export function userRole(user: User): string {
  if (user.is_admin) return 'Admin';
  return user.is_student ? 'Student' : 'Member';
}

function address(user: User): string {
  const cityLine = [user.city, [user.state, user.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [user.street_address, cityLine].filter(Boolean).join(', ');
}

/** The person's record as the Users tab's detail shows it (a description list). */
export function UserFacts({ user }: { user: User }) {
  const facts: [string, string][] = [
    ['ID', String(user.id)],
    ['Username', user.username],
    ['Gender', user.gender ? genderLabel(user.gender) : NONE],
    ['Email', user.email ?? NONE],
    ['Role', userRole(user)],
    ['Joined', formatDateLong(user.created_at)],
    ['Phone', user.phone_number ?? NONE],
    ['School Grade', user.school_grade ? schoolGradeLabel(user.school_grade) : NONE],
    ['Address', address(user) || NONE],
    ['Bio', user.bio ?? NONE],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
      {facts.map(([label, value]) => (
        <div key={label} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
