import { LineIcon } from '../../components/line-icon.tsx';

/** Outline icons of the guest list (decorative: every control carries its own label). */
export function EditIcon({ size = 20 }: { size?: number }) {
  return (
    <LineIcon size={size} strokeWidth={2}>
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
      <path d="M13.5 6.5l4 4" />
    </LineIcon>
  );
}

export function ChevronDownIcon() {
  return (
    <LineIcon size={20} strokeWidth={2}>
      <path d="M6 9l6 6 6-6" />
    </LineIcon>
  );
}

export function ChildIcon() {
  return (
    <LineIcon size={28}>
      <circle cx="12" cy="6" r="3" />
      <path d="M8 21v-6l-2-3.5M16 21v-6l2-3.5M8.5 11h7M12 11v10" />
    </LineIcon>
  );
}

export function WarningIcon() {
  return (
    <LineIcon size={28}>
      <path d="M12 3.5L2.5 20h19z" />
      <path d="M12 10v4.5M12 17.2v.3" />
    </LineIcon>
  );
}

export function SendIcon({ size = 28 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M21 3L10 14" />
      <path d="M21 3l-7 18-4-7-7-4z" />
    </LineIcon>
  );
}

export function CheckCircleIcon({ size = 22 }: { size?: number }) {
  return (
    <LineIcon size={size} strokeWidth={2}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.7 2.7L16 9.8" />
    </LineIcon>
  );
}
