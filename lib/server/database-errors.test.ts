import { refused } from "@/lib/domain/errors";
import { onUniqueViolation } from "./database-errors";
import { Prisma } from "./generated/prisma/client";

const prismaError = (code: string) =>
  new Prisma.PrismaClientKnownRequestError("failed", { code, clientVersion: Prisma.prismaVersion.client });

describe("onUniqueViolation", () => {
  it("answers what the write answers", async () => {
    await expect(onUniqueViolation(() => Promise.resolve("written"), refused("duplicate"))).resolves.toBe("written");
  });

  it("throws the given refusal for a unique violation (P2002)", async () => {
    const refusal = refused("A promo code with this code already exists");
    await expect(onUniqueViolation(() => Promise.reject(prismaError("P2002")), refusal)).rejects.toBe(refusal);
  });

  it("lets a function answer a unique violation (the winner of a race)", async () => {
    await expect(
      onUniqueViolation(
        () => Promise.reject(prismaError("P2002")),
        (error) => Promise.resolve(`answered ${error.code}`),
      ),
    ).resolves.toBe("answered P2002");
  });

  it("passes any other failure through", async () => {
    const missing = prismaError("P2025");
    await expect(onUniqueViolation(() => Promise.reject(missing), refused("duplicate"))).rejects.toBe(missing);
  });
});
