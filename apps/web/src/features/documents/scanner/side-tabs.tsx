import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../icons.tsx';
import { isSideEnabled } from '../scanner-machine.ts';
import type { TScannerState, TSide } from '../scanner-machine.ts';

type TSideTabsProps = { state: TScannerState<Blob>; onSelect: (side: TSide) => void };

/** Phones: front and back tabs that follow the captured sides; the back is disabled until the front. */
export function SideTabs({ state, onSelect }: TSideTabsProps) {
  const { t } = useTranslation('documents');
  return (
    <Tabs
      value={state.side}
      onChange={(_event, side: TSide) => onSelect(side)}
      variant="fullWidth"
      aria-label={t('scanner.sidesLabel')}
      className="scanner-tabs"
    >
      {state.sides.map((side) => (
        <Tab
          key={side}
          value={side}
          label={t(`card.${side}.title`)}
          icon={state.captured[side] ? <CheckIcon size={18} /> : undefined}
          iconPosition="start"
          disabled={!isSideEnabled(state, side) || state.phase !== 'live'}
          aria-label={`${t(`card.${side}.title`)}: ${state.captured[side] ? t('scanner.captured') : t('scanner.notCaptured')}`}
        />
      ))}
    </Tabs>
  );
}
