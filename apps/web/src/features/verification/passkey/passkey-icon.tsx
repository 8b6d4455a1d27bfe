import { LineIcon } from '../../../components/line-icon.tsx';

/** A key: the passkey's mark on its buttons, the offer and the list. */
export function PasskeyIcon({ size = 22 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <circle cx="8" cy="12" r="4" />
      <path d="M12 12h9M18 12v3M21 12v2" />
    </LineIcon>
  );
}
