import Link from "next/link";

/** What the admin opened (an order, a product) is not there: perhaps deleted meanwhile. */
export default function AdminNotFound() {
  return (
    <div className="flex flex-col items-start gap-3">
      <h1 className="text-2xl font-bold">404 not found</h1>
      <p className="text-stone-600">This may have been deleted meanwhile.</p>
      <Link href="/admin/dashboard" className="btn-primary">
        Back to the dashboard
      </Link>
    </div>
  );
}
