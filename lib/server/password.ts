// Password hashing: scrypt from node:crypto, which runs on libuv's thread pool, never on the event
// loop (bcryptjs, which the first accounts were hashed with, holds the event loop for about 80 ms
// a hash: those hashes are still checked, and replaced at their next sign-in). A hash takes about
// a tenth of a second of one core; the server lets only a few run at once (auth/password-gate.ts).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import bcrypt from "bcryptjs";

const scheme = "scrypt";
// N = 2^15, r = 8: 32 MB of memory and ~90 ms on one core of the 2-core server; stored with each
// hash, so a later raise leaves older hashes readable.
const current = { logN: 15, r: 8, p: 1 };
const keyBytes = 32;

function derive(plain: string, salt: Buffer, { logN, r, p }: typeof current): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r };
  return new Promise((resolve, reject) =>
    scrypt(plain.normalize("NFC"), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$15$8$1$<salt>$<key>`, base64url. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(plain, salt, current);
  return [scheme, current.logN, current.r, current.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

function parse(hash: string) {
  const [name, logN, r, p, salt, key] = hash.split("$");
  if (name !== scheme || !salt || !key) return null;
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  const sane =
    params.logN >= 10 && params.logN <= 20 && params.r >= 1 && params.r <= 32 && params.p >= 1 && params.p <= 16;
  return sane ? { params, salt: Buffer.from(salt, "base64url"), key: Buffer.from(key, "base64url") } : null;
}

export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  if (hash.startsWith("$2")) return bcrypt.compare(plain, hash);
  const stored = parse(hash);
  if (!stored) return false;
  const key = await derive(plain, stored.salt, stored.params);
  return key.length === stored.key.length && timingSafeEqual(key, stored.key);
}

/** Replaced at the next sign-in, when the password is known. */
export function needsRehash(hash: string): boolean {
  const stored = parse(hash);
  return (
    !stored || stored.params.logN !== current.logN || stored.params.r !== current.r || stored.params.p !== current.p
  );
}
