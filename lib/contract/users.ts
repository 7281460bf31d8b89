// Accounts in the legacy REST contract: { _id, role, name, email, phoneNumber } ('' for no phone).
import type { Account } from "@/lib/domain/account";

export function toLegacyUser(user: Account) {
  return { _id: user.id, role: user.role, name: user.name, email: user.email, phoneNumber: user.phoneNumber ?? "" };
}

export type LegacyUser = ReturnType<typeof toLegacyUser>;

export function fromLegacyUser(user: LegacyUser): Account {
  return { id: user._id, role: user.role, name: user.name, email: user.email, phoneNumber: user.phoneNumber || null };
}
