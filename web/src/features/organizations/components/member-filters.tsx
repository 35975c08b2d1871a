import {
  type MemberFilters as Filters,
  SCHOOL_GRADES,
  type StudentFilter,
  schoolGradeLabel,
} from '@campus/sdk';
import { Group, Select } from '@mantine/core';

const STUDENT_OPTIONS: { value: StudentFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'students', label: 'Students' },
  { value: 'non-students', label: 'Non-students' },
];
const GRADE_OPTIONS = SCHOOL_GRADES.map((grade) => ({ value: grade, label: schoolGradeLabel(grade) }));

/**
 * Mantine hides a select's clear button from the keyboard and screen readers; here it is a named button
 * in the Tab order, so every user can clear a filter.
 */
const clearButton = (label: string) => ({ 'aria-label': label, 'aria-hidden': false, tabIndex: 0 });

interface MemberFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/**
 * The student-status and school-grade filters of a member table (spec section 2), each with a clear
 * button once it is set ('All' reads as no filter).
 */
export function MemberFilters({ filters, onChange }: MemberFiltersProps) {
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Select<StudentFilter>
        label="Student status"
        placeholder="All"
        data={STUDENT_OPTIONS}
        value={filters.student === 'all' ? null : filters.student}
        onChange={(student) => onChange({ ...filters, student: student ?? 'all' })}
        clearable
        clearButtonProps={clearButton('Clear student status filter')}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label="School grade"
        placeholder="All grades"
        data={GRADE_OPTIONS}
        value={filters.grade}
        onChange={(grade) => onChange({ ...filters, grade })}
        clearable
        clearButtonProps={clearButton('Clear school grade filter')}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
    </Group>
  );
}
