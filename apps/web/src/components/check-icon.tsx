import { LineIcon } from './line-icon.tsx';

/** A tick: a captured side, a sent scan, a completed step (decorative: its control says so in words). */
export const CheckIcon = ({ size, strokeWidth = 2.4 }: { size?: number; strokeWidth?: number }) => (
  <LineIcon size={size} strokeWidth={strokeWidth}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </LineIcon>
);
