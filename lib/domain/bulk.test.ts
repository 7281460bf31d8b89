import { bulkTemplate } from "./bulk";

describe("bulk CSV helpers", () => {
  it("has a template with every column and two examples", () => {
    const lines = bulkTemplate().trim().split("\r\n");
    expect(lines[0]).toBe(
      '"name","description","price","stock","offer","category","status","featuredOrder","hasWeightSelection","images"',
    );
    expect(lines).toHaveLength(3);
  });
});
