// The demo logins the README states. Only the demo seed creates them.
export const demoAccounts = [
  {
    role: 1,
    label: "admin",
    name: "Shop Admin",
    email: "admin@dryfruit.pk",
    password: "Admin@12345",
    phoneNumber: "03001234567",
  },
  {
    role: 0,
    label: "customer",
    name: "Ayesha Khan",
    email: "customer@dryfruit.pk",
    password: "Customer@12345",
    phoneNumber: "03211234567",
  },
] as const;
