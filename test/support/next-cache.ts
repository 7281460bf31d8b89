// Jest stand-in for next/cache: outside a Next.js server there is no data cache, so cached reads
// run every time and tag invalidation has nothing to clear. The real cache is exercised by the
// browser tests against `next start`.
export function unstable_cache<A extends unknown[], R>(fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args: A) => fn(...args).then((value) => JSON.parse(JSON.stringify(value)) as R);
}

export function revalidateTag(_tag: string, _profile?: string): void {}

export function updateTag(_tag: string): void {}

export function revalidatePath(_path: string): void {}
