/** A shop account as its owner and the admin see it (never its password or session data). */
export interface Account {
  id: string;
  name: string;
  email: string;
  role: number;
  phoneNumber: string | null;
}

/** Who is signed in, as the shop's pages show them (the server authorises every call itself). */
export interface ShopperSession {
  id: string;
  name: string;
  isAdmin: boolean;
}
