import { LineIcon } from '../../components/line-icon.tsx';

export function FormIcon() {
  return (
    <LineIcon size={28}>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </LineIcon>
  );
}

export function ConciergeIcon() {
  return (
    <LineIcon size={28}>
      <path d="M4 17h16M5 17a7 7 0 0 1 14 0M12 10V8M10 7h4M3 20h18" />
    </LineIcon>
  );
}

export function DoorIcon() {
  return (
    <LineIcon size={28}>
      <path d="M14 3H6v18h8M14 3l5 2v14l-5 2zM11 12h.01" />
    </LineIcon>
  );
}
