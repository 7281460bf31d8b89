import Link from "next/link";
import { Document } from "@/components/ui/document";

// Outside the shop's pages (an address under /admin no page takes, say): a page of its own.
export default function NotFound() {
  return (
    <Document lang="en" dir="ltr">
      <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-3xl font-bold">404 not found</h1>
        <p className="text-stone-600">The page you are looking for does not exist.</p>
        <Link href="/" className="rounded bg-brand px-4 py-2 text-white">
          Back to the shop
        </Link>
      </main>
    </Document>
  );
}
