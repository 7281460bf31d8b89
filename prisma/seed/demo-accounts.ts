// The demo logins the README states. Only the demo seed creates them.
import { roles } from "../../lib/domain/roles";

export const demoAccounts = [
  {
    role: roles.admin,
    label: "admin",
    name: "Shop Admin",
    email: "admin@dryfruit.pk",
    password: "Admin@12345",
    phoneNumber: "03001234567",
  },
  {
    role: roles.customer,
    label: "customer",
    name: "Ayesha Khan",
    email: "customer@dryfruit.pk",
    password: "Customer@12345",
    phoneNumber: "03211234567",
  },
] as const;
