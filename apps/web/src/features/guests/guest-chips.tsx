import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TGuestCard } from './guest-cards.ts';

type TTone = 'role' | 'minor' | 'waiting' | 'done';

/** Soft tints with dark text: at least 7:1 contrast on every tenant theme. */
const TONES: Record<TTone, { bgcolor: string; color: string; borderColor: string }> = {
  role: { bgcolor: '#f1f5f9', color: '#1e293b', borderColor: '#cbd5e1' },
  minor: { bgcolor: '#f5f3ff', color: '#4c1d95', borderColor: '#ddd6fe' },
  waiting: { bgcolor: '#fff7ed', color: '#7c2d12', borderColor: '#fed7aa' },
  done: { bgcolor: '#f0fdf4', color: '#14532d', borderColor: '#bbf7d0' },
};

/**
 * Chips of spec section 2: main guest or companion (and minor); awaiting filling, waiting (notified but
 * not complete) or completed.
 */
export function GuestChips({ card, label }: { card: TGuestCard; label: string }) {
  const { t } = useTranslation('guests');
  const chips: { key: string; label: string; tone: TTone }[] = [
    card.masterGuest
      ? { key: 'role', label: t('card.roles.main'), tone: 'role' }
      : { key: 'role', label: t('card.roles.companion'), tone: 'role' },
    ...(card.isChild ? [{ key: 'minor', label: t('card.roles.minor'), tone: 'minor' as const }] : []),
    card.isCompleted
      ? { key: 'status', label: t('card.status.completed'), tone: 'done' }
      : card.wasNotified
        ? { key: 'status', label: t('card.status.notified'), tone: 'waiting' }
        : { key: 'status', label: t('card.status.waiting'), tone: 'waiting' },
  ];
  return (
    <ul className="guest-chips" aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            size="small"
            variant="outlined"
            label={chip.label}
            sx={{ ...TONES[chip.tone], fontWeight: 600, height: 26 }}
          />
        </li>
      ))}
    </ul>
  );
}
