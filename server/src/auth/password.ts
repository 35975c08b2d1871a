import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (the algorithm the architecture asks for) with OWASP-level costs.

/** Hashes a password with argon2id; the result carries its own salt and parameters. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

/** True when `plain` matches `passwordHash`; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
