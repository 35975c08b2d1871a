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

/** Display label for a grade value ("8" reads as "Grade 8"). */
export function schoolGradeLabel(grade: string): string {
  return /^\d+$/.test(grade) ? `Grade ${grade}` : grade;
}
