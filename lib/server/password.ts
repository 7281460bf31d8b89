// Password hashing: bcrypt with a cost that takes about a tenth of a second on a 2-core server.
import bcrypt from "bcryptjs";

const cost = 10;

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, cost);
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}
