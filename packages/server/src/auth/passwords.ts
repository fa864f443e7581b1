import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default) with its recommended cost: 19 MiB, 2 passes. */
export const hashPassword = (password: string): Promise<string> => hash(password);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; without a stored hash it verifies against a dummy one, so an
 * unknown login name takes as long as a wrong password.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('dummy password for unknown login names');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
