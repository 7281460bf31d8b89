// How much of each shop page's HTML is the React Server Components payload (issue 37: at most a
// third): `npm run bench:payload [-- --detail 12] [-- /path ...]`. Starts the production server on a
// fresh database with the demo data and asks for the home, a category, a product, a search, the
// checkout and the Urdu home and product (or the paths given; {product} and {category} are filled).
// For each: the HTML's size, the payload's inline scripts and their share, and with --detail the
// payload's biggest parts: each element type's props (a client component's by its export name,
// `<name>`), the texts, the client references.
import { parseArgs } from "node:util";
import { startBenchServer } from "./lib/bench-server";

const log = (line: string) => console.log(`[bench-payload] ${line}`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The payload's inline scripts as they stand in the HTML, and the rows they carry. */
function payloadOf(html: string): { scriptBytes: number; rows: string } {
  let scriptBytes = 0;
  let rows = "";
  for (const [script, pushed] of html.matchAll(/<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    scriptBytes += script.length;
    const [kind, text] = JSON.parse(pushed!) as [number, string?];
    if (kind === 1 && text) rows += text;
  }
  return { scriptBytes, rows };
}

/** Bytes of the payload's rows by what they are. */
function partsOf(rows: string): Map<string, number> {
  const clientNames = new Map<string, string>();
  const sizes = new Map<string, number>();
  const add = (part: string, bytes: number) => sizes.set(part, (sizes.get(part) ?? 0) + bytes);
  const trees: unknown[] = [];
  for (const line of rows.split("\n")) {
    const [, id, row] = /^([0-9a-f]+):(.*)$/s.exec(line) ?? [];
    if (id === undefined || row === undefined) add("(text rows)", line.length);
    else if (row.startsWith("I[")) {
      const [moduleId, , exportName] = JSON.parse(row.slice(1)) as [string | number, string[], string];
      clientNames.set(id, exportName || String(moduleId));
      add("(client references)", line.length);
    } else if (row.startsWith("HL") || row.startsWith(":HL")) add("(hints)", line.length);
    else {
      try {
        trees.push(JSON.parse(row));
      } catch {
        add("(text rows)", line.length);
      }
    }
  }
  const walk = (value: unknown, owner: string): void => {
    if (typeof value === "string") add(`text in ${owner}`, value.length + 2);
    if (!Array.isArray(value)) return;
    const [marker, type, key, props] = value as [unknown, unknown, unknown, Record<string, unknown> | undefined];
    if (marker !== "$" || typeof type !== "string" || value.length !== 4) {
      for (const item of value) walk(item, owner);
      return;
    }
    const name = type.startsWith("$L") ? `<${clientNames.get(type.slice(2)) ?? type}>` : type;
    const { children, ...rest } = props ?? {};
    add(name, JSON.stringify(["$", type, key, rest]).length);
    walk(children, name);
    // A client component's other props may hold elements (a slot) too.
    if (name.startsWith("<")) for (const prop of Object.values(rest)) walk(prop, name);
  };
  for (const tree of trees) walk(tree, "(top)");
  return sizes;
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { detail: { type: "string", default: "0" }, port: { type: "string", default: "3951" } },
    allowPositionals: true,
  });
  const server = await startBenchServer({ name: "payload", products: 0, port: values.port, log });
  try {
    const product = await server.db.product.findFirstOrThrow({
      where: { status: "Active", stock: { gt: 0 }, images: { some: {} }, category: { status: "Active" } },
      orderBy: { createdAt: "asc" },
      select: { id: true, categoryId: true },
    });
    const paths = positionals.length
      ? positionals
      : [
          "/",
          "/products/category/{category}",
          "/products/{product}",
          "/search?q=dates",
          "/checkout",
          "/ur",
          "/ur/products/{product}",
        ];
    console.log("\npage                         HTML | payload | share");
    for (const template of paths) {
      const path = template.replace("{product}", product.id).replace("{category}", product.categoryId ?? "");
      // The second answer is the one shoppers get: the first may have rendered the page.
      await fetch(server.base + path);
      const html = await (await fetch(server.base + path)).text();
      const { scriptBytes, rows } = payloadOf(html);
      const share = `${Math.round((scriptBytes / html.length) * 100)} %`;
      console.log(
        `${template.padEnd(24)} ${kb(html.length).padStart(9)} | ${kb(scriptBytes).padStart(7)} | ${share.padStart(5)}`,
      );
      const detail = Number(values.detail);
      if (detail > 0)
        for (const [part, bytes] of [...partsOf(rows)].sort((a, b) => b[1] - a[1]).slice(0, detail))
          console.log(`    ${kb(bytes).padStart(8)}  ${part}`);
    }
  } finally {
    await server.close();
  }
}

void main();
