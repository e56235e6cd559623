/** Opaque random tokens: handed out once, stored only as a SHA-256 hash. */
import { createHash, randomBytes } from 'node:crypto';

/** 256 bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
