import { createHash, randomBytes } from 'node:crypto';

/** A random opaque token (what the client keeps) and its sha256 hex (what the database keeps). */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
