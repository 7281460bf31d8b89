// Cache tag of every catalogue read; admin writes revalidate it so shoppers see changes at once.
export const catalogTag = "catalog";
