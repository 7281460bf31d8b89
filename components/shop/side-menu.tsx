"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { MenuIcon } from "@/components/ui/icons";
import { useEarlyTap } from "@/lib/client/early-taps";
import { useShownOnce } from "@/lib/client/use-shown-once";
import type { MenuCategory } from "./side-menu-panel";

// The menu itself is loaded the first time it opens, not with every page.
const SideMenuPanel = dynamic(() => import("./side-menu-panel").then((module) => module.SideMenuPanel), {
  ssr: false,
});

/** The menu button and the slide-out menu (on the left, on the right in Urdu). */
export function SideMenu({ categories }: { categories: MenuCategory[] }) {
  const [open, setOpen] = useState(false);
  const loaded = useShownOnce(open);
  const early = useEarlyTap<HTMLButtonElement>();
  const t = useTranslations("menu");
  return (
    <>
      <button
        {...early}
        type="button"
        aria-label={t("openMenu")}
        onClick={() => setOpen(true)}
        className="rounded p-2.5 hover:bg-stone-100"
      >
        <MenuIcon />
      </button>
      {loaded && <SideMenuPanel categories={categories} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
