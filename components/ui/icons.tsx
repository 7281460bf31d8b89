// Inline icons (no icon font, no extra requests). Decorative: the control carries the label.
type IconProps = { className?: string };

const base = {
  "aria-hidden": true,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export const MenuIcon = ({ className = "h-6 w-6" }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const SearchIcon = ({ className = "h-5 w-5" }: IconProps) => (
  <svg {...base} className={className}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);
export const HeartIcon = ({ className = "h-6 w-6", filled = false }: IconProps & { filled?: boolean }) => (
  <svg {...base} className={className} fill={filled ? "currentColor" : "none"}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
  </svg>
);
export const CheckIcon = ({ className = "h-5 w-5" }: IconProps) => (
  <svg {...base} className={className} strokeWidth={2.4}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </svg>
);
export const CartIcon = ({ className = "h-6 w-6" }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
    <circle cx="10" cy="20" r="1.2" />
    <circle cx="17" cy="20" r="1.2" />
  </svg>
);
export const ChevronIcon = ({
  className = "h-5 w-5",
  direction = "right",
}: IconProps & { direction?: "left" | "right" | "down" }) => (
  <svg
    {...base}
    className={className}
    style={{ transform: direction === "left" ? "rotate(180deg)" : direction === "down" ? "rotate(90deg)" : undefined }}
  >
    <path d="m9 6 6 6-6 6" />
  </svg>
);
export const ChatIcon = ({ className = "h-7 w-7" }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M20 11.5a8 8 0 0 1-11.8 7L4 20l1.5-4.1A8 8 0 1 1 20 11.5Z" />
    <path d="M9 10h.01M12 10h.01M15 10h.01" />
  </svg>
);
