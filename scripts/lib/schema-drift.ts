// Compares a migrated database with prisma/schema.prisma: every model is a table, every scalar field
// a column of the right type and nullability, every enum a type with the same values, every
// @unique/@@unique/@@index an index. Returns one line per difference; empty means no drift.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  getSchema,
  type Attribute,
  type BlockAttribute,
  type Enum,
  type Field,
  type Model,
  type Value,
} from "@mrleebo/prisma-ast";
import pg from "pg";

const schemaPath = path.resolve(__dirname, "../../prisma/schema.prisma");

interface ExpectedColumn {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
}

const scalarTypes: Record<string, string> = {
  String: "text",
  Int: "integer",
  BigInt: "bigint",
  Boolean: "boolean",
  DateTime: "timestamp without time zone",
  Decimal: "numeric(65,30)",
  Json: "jsonb",
  Float: "double precision",
};

const nativeTypes: Record<string, (args: Value[]) => string> = {
  SmallInt: () => "smallint",
  Timestamptz: () => "timestamp with time zone",
  Decimal: (args) => `numeric(${args.map(text).join(",")})`,
};

function attributes(field: Field): Attribute[] {
  return field.attributes ?? [];
}

/** An attribute argument as the schema spells it. */
function text(value: unknown): string {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : JSON.stringify(value);
}

function argValues(attribute: Attribute | BlockAttribute): Value[] {
  return (attribute.args ?? []).map((arg) => arg.value as Value);
}

function expectedColumnType(field: Field, enums: Set<string>): string | null {
  const typeName = typeof field.fieldType === "string" ? field.fieldType : field.fieldType.name;
  if (enums.has(typeName)) return `enum ${typeName}`;
  const native = attributes(field).find((attribute) => attribute.group === "db");
  if (native) {
    const describe = nativeTypes[native.name];
    if (!describe) throw new Error(`schema-drift does not know @db.${native.name}`);
    return describe(argValues(native));
  }
  return scalarTypes[typeName] ?? null; // null: a relation field, not a column
}

function fieldNames(list: Value): string[] {
  if (!Array.isArray(list) && typeof list === "object" && list !== null && "type" in list && list.type === "array") {
    return list.args.map((arg) =>
      typeof arg === "object" && arg !== null && "name" in arg ? text(arg.name) : text(arg),
    );
  }
  return [];
}

function mapName(attribute: BlockAttribute | Attribute): string | undefined {
  for (const arg of attribute.args ?? []) {
    if (
      typeof arg.value === "object" &&
      arg.value !== null &&
      "type" in arg.value &&
      arg.value.type === "keyValue" &&
      arg.value.key === "map"
    ) {
      return text(arg.value.value).replace(/^"|"$/g, "");
    }
  }
  return undefined;
}

function expectations(source: string) {
  const schema = getSchema(source);
  const enums = schema.list.filter((block): block is Enum => block.type === "enum");
  const enumNames = new Set(enums.map((block) => block.name));
  const models = schema.list.filter((block): block is Model => block.type === "model");
  const columns: ExpectedColumn[] = [];
  const indexes: string[] = [];
  for (const model of models) {
    for (const property of model.properties) {
      if (property.type === "field") {
        const type = expectedColumnType(property, enumNames);
        if (type === null || property.array) continue;
        columns.push({ table: model.name, column: property.name, type, nullable: Boolean(property.optional) });
        if (attributes(property).some((attribute) => attribute.name === "unique" && !attribute.group))
          indexes.push(`${model.name}_${property.name}_key`);
      } else if (property.type === "attribute" && (property.name === "index" || property.name === "unique")) {
        const [fields] = argValues(property);
        const suffix = property.name === "unique" ? "key" : "idx";
        indexes.push(mapName(property) ?? `${model.name}_${fieldNames(fields ?? null).join("_")}_${suffix}`);
      }
    }
  }
  const enumValues = enums.map((block) => ({
    name: block.name,
    values: block.enumerators.flatMap((entry) => {
      if (entry.type !== "enumerator") return [];
      const mapped = entry.attributes?.find((attribute) => attribute.name === "map");
      return [mapped ? text(argValues(mapped)[0]).replace(/^"|"$/g, "") : entry.name];
    }),
  }));
  return { tables: models.map((model) => model.name), columns, indexes, enumValues };
}

export async function findSchemaDrift(url: string, source = readFileSync(schemaPath, "utf8")): Promise<string[]> {
  const expected = expectations(source);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columnRows = await client.query<{
      table_name: string;
      column_name: string;
      type: string;
      is_nullable: string;
    }>(
      `SELECT c.table_name, c.column_name, c.is_nullable,
              CASE WHEN c.data_type = 'USER-DEFINED' THEN 'enum ' || c.udt_name
                   WHEN c.data_type = 'numeric' THEN 'numeric(' || coalesce(c.numeric_precision, 65) || ',' || coalesce(c.numeric_scale, 30) || ')'
                   ELSE c.data_type END AS type
         FROM information_schema.columns c WHERE c.table_schema = current_schema()`,
    );
    const enumRows = await client.query<{ name: string; value: string }>(
      `SELECT t.typname AS name, e.enumlabel AS value FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid ORDER BY t.typname, e.enumsortorder`,
    );
    const indexRows = await client.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()`,
    );

    const actual = new Map(columnRows.rows.map((row) => [`${row.table_name}.${row.column_name}`, row]));
    const tables = new Set(columnRows.rows.map((row) => row.table_name));
    const problems: string[] = [];
    for (const table of expected.tables) if (!tables.has(table)) problems.push(`table ${table} is missing`);
    for (const column of expected.columns) {
      if (!tables.has(column.table)) continue;
      const row = actual.get(`${column.table}.${column.column}`);
      if (!row) {
        problems.push(`column ${column.table}.${column.column} is missing`);
        continue;
      }
      if (row.type !== column.type)
        problems.push(`column ${column.table}.${column.column} is ${row.type}, the schema says ${column.type}`);
      const nullable = row.is_nullable === "YES";
      if (nullable !== column.nullable)
        problems.push(
          `column ${column.table}.${column.column} is ${nullable ? "nullable" : "NOT NULL"}, the schema says ${column.nullable ? "optional" : "required"}`,
        );
    }
    const expectedKeys = new Set(expected.columns.map((column) => `${column.table}.${column.column}`));
    for (const key of actual.keys()) {
      const [table] = key.split(".");
      if (table && expected.tables.includes(table) && !expectedKeys.has(key))
        problems.push(`column ${key} is not in the schema`);
    }
    for (const { name, values } of expected.enumValues) {
      const dbValues = enumRows.rows.filter((row) => row.name === name).map((row) => row.value);
      if (dbValues.join("|") !== values.join("|"))
        problems.push(`enum ${name} has [${dbValues.join(", ")}], the schema says [${values.join(", ")}]`);
    }
    const dbIndexes = new Set(indexRows.rows.map((row) => row.indexname));
    for (const index of expected.indexes) if (!dbIndexes.has(index)) problems.push(`index ${index} is missing`);
    return problems;
  } finally {
    await client.end();
  }
}
