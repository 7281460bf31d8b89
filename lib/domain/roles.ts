// The legacy contract's role numbers, as stored in User.role and sent as the user's `role`.
export const roles = { customer: 0, admin: 1 } as const;
