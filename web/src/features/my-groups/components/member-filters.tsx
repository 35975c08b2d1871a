import {
  type MemberFilters as Filters,
  NO_MEMBER_FILTERS,
  SCHOOL_GRADES,
  STUDENT_FILTERS,
  type StudentFilter,
  schoolGradeLabel,
} from '@campus/sdk';
import { Button, Group, Select } from '@mantine/core';

const STUDENT_LABELS: Record<StudentFilter, string> = {
  all: 'All',
  students: 'Students',
  'non-students': 'Non-students',
};
const STUDENT_OPTIONS = STUDENT_FILTERS.map((value) => ({ value, label: STUDENT_LABELS[value] }));
const GRADE_OPTIONS = SCHOOL_GRADES.map((grade) => ({ value: grade, label: schoolGradeLabel(grade) }));

function isStudentFilter(value: string | null): value is StudentFilter {
  return (STUDENT_FILTERS as readonly (string | null)[]).includes(value);
}

interface MemberFiltersProps {
  value: Filters;
  onChange: (filters: Filters) => void;
}

/** The member table's student status and school grade filters, each with its clear button. */
export function MemberFilters({ value, onChange }: MemberFiltersProps) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Group align="flex-end" gap={4} wrap="nowrap">
        <Select
          label="Student status"
          data={STUDENT_OPTIONS}
          value={value.student}
          allowDeselect={false}
          onChange={(next) => onChange({ ...value, student: isStudentFilter(next) ? next : 'all' })}
          w={170}
        />
        <Button
          variant="subtle"
          size="sm"
          disabled={value.student === NO_MEMBER_FILTERS.student}
          onClick={() => onChange({ ...value, student: NO_MEMBER_FILTERS.student })}
          aria-label="Clear student status filter"
        >
          Clear
        </Button>
      </Group>
      <Group align="flex-end" gap={4} wrap="nowrap">
        <Select
          label="School grade"
          placeholder="All grades"
          data={GRADE_OPTIONS}
          value={value.grade}
          onChange={(next) => onChange({ ...value, grade: next })}
          w={190}
        />
        <Button
          variant="subtle"
          size="sm"
          disabled={value.grade === NO_MEMBER_FILTERS.grade}
          onClick={() => onChange({ ...value, grade: NO_MEMBER_FILTERS.grade })}
          aria-label="Clear school grade filter"
        >
          Clear
        </Button>
      </Group>
    </Group>
  );
}
