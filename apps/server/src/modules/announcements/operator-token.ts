import { timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newSecretToken } from '../../auth/secret-token';

/** Where the portal keeps the token of its operator calls: readable by the account running it alone. */
export function operatorTokenFile(dataDir: string): string {
  return path.join(dataDir, 'operator-token');
}

/** The token of this data folder, made on first start and kept across restarts. */
export async function ensureOperatorToken(dataDir: string): Promise<string> {
  const file = operatorTokenFile(dataDir);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const token = newSecretToken();
  // 'wx': of two nodes starting at once on one folder, the second reads the first's token.
  try {
    await writeFile(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}

/** Whether an Authorization header carries this token (compared in constant time). */
export function isOperatorAuthorization(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
