// Closes the file's database pool so its database can be dropped when the file ends.
afterAll(async () => {
  const holder = globalThis as unknown as { prisma?: { $disconnect(): Promise<void> } };
  await holder.prisma?.$disconnect();
});
