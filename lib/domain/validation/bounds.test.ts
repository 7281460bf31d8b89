import { readdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// Every string a client can send is bounded by the schema that reads it, not only by the body limit.

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Paths of the string schemas under `schema` that carry no maximum length. */
function unboundedStrings(schema: z.ZodType, at: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (child: unknown, suffix = "") => unboundedStrings(child as z.ZodType, `${at}${suffix}`, seen);
  switch (def.type) {
    case "string":
      return (schema as z.ZodString).maxLength === null ? [at] : [];
    case "object":
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) => inner(child, `.${key}`));
    case "array":
      return inner(def.element, "[]");
    case "record":
      return [...inner(def.keyType, "{key}"), ...inner(def.valueType, "{value}")];
    case "union":
      return (def.options as z.ZodType[]).flatMap((option, index) => inner(option, `|${index}`));
    case "pipe":
      // A pipe's input is what the client sent; its output was derived from it. z.preprocess is a pipe from a
      // transform that takes anything: there the client's text is checked by the schema after it.
      return defOf(def.in as z.ZodType).type === "transform" ? inner(def.out) : inner(def.in);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return inner(def.innerType);
    default:
      return [];
  }
}

const folder = __dirname;
const schemas = readdirSync(folder)
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .flatMap((file) =>
    // Every schema file is read, so a new one cannot be forgotten here.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    Object.entries(require(path.join(folder, file)) as Record<string, unknown>)
      .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
      .map(([name, schema]) => [`${file.replace(/\.ts$/, "")}.${name}`, schema] as const),
  );

describe("form and request schemas", () => {
  it("are all found", () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  it.each(schemas)("%s bounds every string", (name, schema) => {
    expect(unboundedStrings(schema, name)).toEqual([]);
  });
});
