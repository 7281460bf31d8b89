/** A shop account as its owner and the admin see it (never its password or session data). */
export interface Account {
  id: string;
  name: string;
  email: string;
  role: number;
  phoneNumber: string | null;
}
