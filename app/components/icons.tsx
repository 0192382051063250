/** Inline SVG icons (no icon font, no extra request). Decorative: hidden from screen readers. */
type IconProps = { className?: string; size?: number }

const base = (size = 24, className?: string) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  className,
})

export const SearchIcon = ({ size, className }: IconProps) => (
  <svg {...base(size, className)}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
)
export const CartIcon = ({ size, className }: IconProps) => (
  <svg {...base(size, className)}>
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
    <circle cx="10" cy="20.5" r="1.2" />
    <circle cx="18" cy="20.5" r="1.2" />
  </svg>
)
export const CloseIcon = ({ size, className }: IconProps) => (
  <svg {...base(size, className)}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
)
export const ChevronLeft = ({ size, className }: IconProps) => (
  <svg {...base(size, className)}>
    <path d="m15 18-6-6 6-6" />
  </svg>
)
export const ChevronRight = ({ size, className }: IconProps) => (
  <svg {...base(size, className)}>
    <path d="m9 18 6-6-6-6" />
  </svg>
)
export const FilterIcon = ({ size, className }: IconProps) => (
  <svg {...base(size, className)}>
    <path d="M4 5h16M7 12h10M10 19h4" />
  </svg>
)
export const MailIcon = ({ size, className }: IconProps) => (
  <svg {...base(size, className)}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </svg>
)
export const CheckIcon = ({ size, className }: IconProps) => (
  <svg {...base(size, className)}>
    <path d="m5 12 5 5 9-10" />
  </svg>
)
