import type { GroupMember } from '@campus/sdk';
import { Text } from 'ink';

/** Column widths that fit 80 columns with the cursor mark: first, last, username, gender, student, grade. */
const WIDTHS = [12, 13, 18, 8, 8, 6] as const;

const cell = (text: string, width: number) =>
  text.length >= width ? `${text.slice(0, width - 2)}… ` : text.padEnd(width);

export function MemberHeader() {
  const titles = ['First', 'Last', 'Username', 'Gender', 'Student', 'Grade'];
  return (
    <Text bold wrap="truncate-end">
      {'  '}
      {titles.map((title, index) => cell(title, WIDTHS[index] ?? 8)).join('')}
    </Text>
  );
}

export function memberCells(member: GroupMember): string[] {
  return [
    member.first_name,
    member.last_name,
    member.username,
    member.gender ?? '',
    member.is_student ? 'yes' : 'no',
    member.school_grade ?? '',
  ];
}

export function MemberRowText({ member }: { member: GroupMember }) {
  return (
    <Text wrap="truncate-end">
      {memberCells(member)
        .map((text, index) => cell(text, WIDTHS[index] ?? 8))
        .join('')}
    </Text>
  );
}
