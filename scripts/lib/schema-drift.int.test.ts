import pg from "pg";
import { findSchemaDrift } from "./schema-drift";

async function execute(sql: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe("the migrated database and schema.prisma", () => {
  it("match: every model, field, type, nullability, enum and index", async () => {
    expect(await findSchemaDrift(process.env.DATABASE_URL!)).toEqual([]);
  });

  it("differ when a column is missing, retyped or loses NOT NULL", async () => {
    await execute(`ALTER TABLE "Product" DROP COLUMN "description"`);
    await execute(`ALTER TABLE "Order" ALTER COLUMN "city" DROP NOT NULL`);
    await execute(`ALTER TABLE "User" ALTER COLUMN "role" TYPE integer`);
    await execute(`DROP INDEX "Product_name_trgm_idx"`);
    const problems = await findSchemaDrift(process.env.DATABASE_URL!);
    expect(problems).toEqual(
      expect.arrayContaining([
        "column Product.description is missing",
        "column Order.city is nullable, the schema says required",
        "column User.role is integer, the schema says smallint",
        "index Product_name_trgm_idx is missing",
      ]),
    );
  });
});
