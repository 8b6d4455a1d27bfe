/** A tick in a soft disc, in the text colour: a form sent, a pre-check-in complete. Decorative. */
export function DoneIcon({ size, className }: { size: number; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.14" />
      <path
        d="M14 25l7 7 13-15"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
