import { LineIcon } from '../../components/line-icon.tsx';

/** An envelope: the link goes to a companion by e-mail or SMS (the paper plane is finishing the list). */
export function NotifyIcon({ size = 22 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5l8.5 6 8.5-6" />
    </LineIcon>
  );
}
