// Jest stand-in for next/navigation in the component tests (mapped in jest.config.mjs): outside
// Next.js there is no app router to mount, so every component gets this one router and tests read
// where it was asked to go. Only the hooks our client components use are here.
import type { AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";

export const router = {
  back: jest.fn(),
  forward: jest.fn(),
  refresh: jest.fn(),
  push: jest.fn(),
  replace: jest.fn(),
  prefetch: jest.fn(),
  bfcacheId: "test",
} satisfies AppRouterInstance;

/** The path usePathname answers; "/" unless a test sets it. */
export const location = { pathname: "/" };

export function useRouter(): AppRouterInstance {
  return router;
}

export function usePathname(): string {
  return location.pathname;
}

export function resetRouter(): void {
  for (const method of [router.back, router.forward, router.refresh, router.push, router.replace, router.prefetch]) {
    method.mockReset();
  }
  location.pathname = "/";
}
