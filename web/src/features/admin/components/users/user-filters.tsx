import { SCHOOL_GRADES, schoolGradeLabel } from '@campus/sdk';
import { Grid, Select, TextInput } from '@mantine/core';
import { useOrganizations } from '../../../organizations/api/get-organizations';

/** The Users tab's filters; each is sent to GET /admin/users (the server filters, never the page). */
export interface UserFilterValues {
  search: string;
  student: '' | 'students' | 'non-students';
  grade: string;
  organization: string;
  admin: '' | 'admins' | 'non-admins';
}

export const NO_FILTERS: UserFilterValues = {
  search: '',
  student: '',
  grade: '',
  organization: '',
  admin: '',
};

const GRADES = SCHOOL_GRADES.map((grade) => ({ value: grade, label: schoolGradeLabel(grade) }));
const STUDENT_CHOICES = [
  { value: 'students', label: 'Students' },
  { value: 'non-students', label: 'Not students' },
];
const ADMIN_CHOICES = [
  { value: 'admins', label: 'Admins' },
  { value: 'non-admins', label: 'Not admins' },
];

interface UserFiltersProps {
  values: UserFilterValues;
  onChange: (values: UserFilterValues) => void;
}

/** Search (debounced by the tab), student, grade, organization and admin filters. */
export function UserFilters({ values, onChange }: UserFiltersProps) {
  const organizations = useOrganizations();
  const set = <K extends keyof UserFilterValues>(key: K, value: UserFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    // On a phone: the search on its own row, the four filters two by two.
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TextInput
          label="Search"
          placeholder="Name, username or email"
          type="search"
          value={values.search}
          onChange={(event) => set('search', event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label="Student status"
          placeholder="Everyone"
          data={STUDENT_CHOICES}
          value={values.student || null}
          onChange={(value) => set('student', (value ?? '') as UserFilterValues['student'])}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear student status filter' }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label="School grade"
          placeholder="Any grade"
          data={GRADES}
          value={values.grade || null}
          onChange={(value) => set('grade', value ?? '')}
          clearable
          searchable
          clearButtonProps={{ 'aria-label': 'Clear school grade filter' }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label="Organization"
          placeholder="Any organization"
          data={(organizations.data ?? []).map((organization) => ({
            value: String(organization.id),
            label: organization.name,
          }))}
          value={values.organization || null}
          onChange={(value) => set('organization', value ?? '')}
          clearable
          searchable
          nothingFoundMessage="No organizations"
          clearButtonProps={{ 'aria-label': 'Clear organization filter' }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label="Admin"
          placeholder="Everyone"
          data={ADMIN_CHOICES}
          value={values.admin || null}
          onChange={(value) => set('admin', (value ?? '') as UserFilterValues['admin'])}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear admin filter' }}
        />
      </Grid.Col>
    </Grid>
  );
}
