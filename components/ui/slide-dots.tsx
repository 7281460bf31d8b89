import clsx from "clsx";

/**
 * A row of dots that pick a slide or image. Each dot sits in a 24 px tap target, the smallest a
 * finger can hit reliably (WCAG 2.5.8), while the visible dot stays small.
 */
export function SlideDots({
  count,
  current,
  onSelect,
  label,
  className,
}: {
  count: number;
  current: number;
  onSelect: (position: number) => void;
  label: (position: number) => string;
  className?: string;
}) {
  return (
    <div className={clsx("flex items-center justify-center gap-1", className)}>
      {Array.from({ length: count }, (_, position) => (
        <button
          key={position}
          type="button"
          aria-label={label(position)}
          aria-current={position === current}
          onClick={() => onSelect(position)}
          className="flex h-6 min-w-6 items-center justify-center px-1"
        >
          <span
            aria-hidden="true"
            className={clsx(
              "h-2.5 rounded-full shadow transition-all",
              position === current ? "w-6 bg-white" : "w-2.5 bg-white/60",
            )}
          />
        </button>
      ))}
    </div>
  );
}
