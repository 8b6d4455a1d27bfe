import { LineIcon } from '../../components/line-icon.tsx';

/** The documents feature's outline icons (decorative: every control has its own label). */
export const CameraIcon = ({ size }: { size?: number }) => (
  <LineIcon size={size}>
    <path d="M4 8h3l1.5-2h7L17 8h3v11H4z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </LineIcon>
);

export const UploadIcon = ({ size }: { size?: number }) => (
  <LineIcon size={size}>
    <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M5 15v4h14v-4" />
  </LineIcon>
);

export const PhoneIcon = ({ size }: { size?: number }) => (
  <LineIcon size={size}>
    <rect x="7" y="3" width="10" height="18" rx="2" />
    <path d="M11 18h2" />
  </LineIcon>
);

export const TrashIcon = ({ size }: { size?: number }) => (
  <LineIcon size={size}>
    <path d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12M10.5 10.5v5.5M13.5 10.5v5.5" />
  </LineIcon>
);

export { CheckIcon } from '../../components/check-icon.tsx';

export const IdCardIcon = ({ size }: { size?: number }) => (
  <LineIcon size={size}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <circle cx="8.5" cy="11" r="2" />
    <path d="M5.5 15.5c.6-1.4 1.7-2 3-2s2.4.6 3 2M14 10h4M14 13h3" />
  </LineIcon>
);
