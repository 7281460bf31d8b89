// What PostgreSQL did for a search: the plans (EXPLAIN ANALYZE) of every statement it ran.
import { searchCatalog } from "@/lib/server/catalog";
import { db } from "@/lib/server/db";
import { Prisma } from "@/lib/server/generated/prisma/client";

export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows": number;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

export interface SearchStatement {
  /** The statement's text, its values as $1, $2... */
  sql: string;
  /** Every node of its plan. */
  nodes: PlanNode[];
}

/** The statements a search runs in its own transaction, each with its plan (EXPLAIN ANALYZE). */
export async function statementsOf(text: string): Promise<SearchStatement[]> {
  const statements: SearchStatement[] = [];
  const transaction = db.$transaction.bind(db) as (
    run: (tx: Prisma.TransactionClient) => Promise<unknown>,
  ) => Promise<unknown>;
  const explaining = (tx: Prisma.TransactionClient) =>
    new Proxy(tx, {
      get(target, key, receiver) {
        if (key !== "$queryRaw") return Reflect.get(target, key, receiver) as unknown;
        return async (statement: Prisma.Sql) => {
          const [row] = await target.$queryRaw<{ "QUERY PLAN": { Plan: PlanNode }[] }[]>(
            Prisma.sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`,
          );
          statements.push({ sql: statement.sql, nodes: nodesOf(row!["QUERY PLAN"][0]!.Plan) });
          return target.$queryRaw(statement);
        };
      },
    });
  const spy = jest
    .spyOn(db, "$transaction")
    .mockImplementation((run: (tx: Prisma.TransactionClient) => Promise<unknown>) =>
      transaction((tx) => run(explaining(tx))),
    );
  try {
    await searchCatalog(text, null);
  } finally {
    spy.mockRestore();
  }
  return statements;
}

/** Every node of the plans of the statements a search runs. */
export async function planNodesOf(text: string): Promise<PlanNode[]> {
  return (await statementsOf(text)).flatMap((statement) => statement.nodes);
}
