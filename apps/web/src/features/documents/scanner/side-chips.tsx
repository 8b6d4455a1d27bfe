import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../icons.tsx';
import { isSideEnabled } from '../scanner-machine.ts';
import type { TScannerState, TSide } from '../scanner-machine.ts';

type TSideChipsProps = { state: TScannerState<Blob>; onSelect: (side: TSide) => void };

/** Desktop: one chip per side, ticked once captured; the back is disabled until the front is captured. */
export function SideChips({ state, onSelect }: TSideChipsProps) {
  const { t } = useTranslation('documents');
  return (
    <ul className="scanner-chips" aria-label={t('scanner.sidesLabel')}>
      {state.sides.map((side) => {
        const isCaptured = state.captured[side];
        const isEnabled = isSideEnabled(state, side) && state.phase === 'live';
        const status = isCaptured ? t('scanner.captured') : t('scanner.notCaptured');
        return (
          <li key={side}>
            <Chip
              label={t(`card.${side}.title`)}
              icon={isCaptured ? <CheckIcon size={16} /> : undefined}
              color={state.side === side ? 'primary' : 'default'}
              variant={state.side === side ? 'filled' : 'outlined'}
              disabled={!isEnabled}
              onClick={() => onSelect(side)}
              aria-pressed={state.side === side}
              aria-label={`${t(`card.${side}.title`)}: ${status}`}
              title={!isSideEnabled(state, side) ? t('scanner.backLocked') : undefined}
            />
          </li>
        );
      })}
    </ul>
  );
}
