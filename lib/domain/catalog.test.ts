import { CatalogStatus as databaseStatuses } from "@/lib/server/generated/prisma/enums";
import { catalogStatuses } from "./catalog";
import { catalogStatusSchema } from "./validation/fields";

describe("catalogue statuses", () => {
  it("are the database's, in one list the forms, filters and schemas share", () => {
    expect(catalogStatuses).toEqual(Object.values(databaseStatuses));
    expect(catalogStatusSchema.options).toEqual(catalogStatuses);
  });
});
