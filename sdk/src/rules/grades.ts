/** The 17 school grades of spec section 3, in the order every select shows them. */
export const SCHOOL_GRADES = [
  'Pre-K',
  'KK',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  'University',
  'Masters',
  'Ph.D.',
] as const;

export type SchoolGrade = (typeof SCHOOL_GRADES)[number];

// The spec's value KK stays what is stored and sent; on its own it does not read as kindergarten.
const GRADE_LABELS: Readonly<Record<string, string>> = { KK: 'Kindergarten (KK)' };

/** Display label for a grade value ("8" reads as "Grade 8", "KK" as "Kindergarten (KK)"). */
export function schoolGradeLabel(grade: string): string {
  if (/^\d+$/.test(grade)) return `Grade ${grade}`;
  return GRADE_LABELS[grade] ?? grade;
}
