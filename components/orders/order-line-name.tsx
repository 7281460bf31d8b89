import Link from "next/link";
import type { OrderLineView } from "@/lib/domain/orders";

/** The name a line was sold under, linked to the product while it can still be bought. */
export function OrderLineName({ line }: { line: OrderLineView }) {
  if (!line.href) return <>{line.name}</>;
  return (
    <Link
      href={line.href}
      className="underline decoration-stone-300 underline-offset-2 hover:text-brand hover:decoration-current"
    >
      {line.name}
    </Link>
  );
}
