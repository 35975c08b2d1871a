/**
 * Whether a password is a trivial pattern that no list needs to name (NIST SP 800-63B, "repetitive or
 * sequential characters"): a short unit repeated ('aaaaaaaa', 'abababab', 'passpass'), or at most two runs
 * of one character or of neighbours in code order ('12345678', 'abcdefgh', '87654321', '1234abcd',
 * 'aaaa1111'). Case does not matter. Cheap, so every form checks it as the user types.
 */
export function isTrivialPassword(password: string): boolean {
  const text = password.toLowerCase();
  if (/^(.{1,4})\1+$/su.test(text)) return true;
  return runCount(Array.from(text, (char) => char.codePointAt(0) ?? 0)) <= 2;
}

/** The runs the text splits into, read left to right: each the same step (0, +1 or -1) from code to code. */
function runCount(codes: readonly number[]): number {
  let runs = 0;
  let start = 0;
  while (start < codes.length) {
    runs += 1;
    const step = (codes[start + 1] ?? Number.NaN) - (codes[start] ?? 0);
    if (!(Math.abs(step) <= 1)) {
      start += 1;
      continue;
    }
    let end = start + 1;
    while (end + 1 < codes.length && (codes[end + 1] ?? 0) - (codes[end] ?? 0) === step) end += 1;
    start = end + 1;
  }
  return runs;
}
