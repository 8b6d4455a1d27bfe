import { Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ARRIVALS_SEARCH_MAX } from '@hospedar/contracts/console/arrivals';

/** The days the desk chooses among: today, or today and the next 7 or 30 days. */
export const ARRIVAL_RANGES = ['today', 'week', 'month'] as const;
export type TArrivalRange = (typeof ARRIVAL_RANGES)[number];

// The chosen days in the hotel's colour with its contrast text (MUI's tinted selection is too faint).
const SELECTED = {
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const;

type Props = {
  range: TArrivalRange;
  onRange: (range: TArrivalRange) => void;
  search: string;
  onSearch: (text: string) => void;
  csvHref: string;
};

/** The arrivals' controls: the days, the search box and the CSV of what is shown. */
export function ArrivalsFilters({ range, onRange, search, onSearch, csvHref }: Props) {
  const { t } = useTranslation('console');
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
    >
      <Stack spacing={0.5}>
        <Typography id="arrivals-range" variant="body2" color="text.secondary">
          {t('arrivals.range.label')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={range}
          aria-labelledby="arrivals-range"
          onChange={(_event, value: TArrivalRange | null) => value && onRange(value)}
        >
          {ARRIVAL_RANGES.map((value) => (
            <ToggleButton key={value} value={value} sx={SELECTED}>
              {t(`arrivals.range.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <TextField
        type="search"
        label={t('arrivals.search')}
        placeholder={t('arrivals.searchHint')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        slotProps={{ htmlInput: { maxLength: ARRIVALS_SEARCH_MAX } }}
        // Grows in the row of a wide screen only: in a column, a flex basis would be a height.
        sx={{ flex: { md: '1 1 16rem' }, minWidth: { md: '16rem' } }}
      />
      <Button
        variant="outlined"
        component="a"
        href={csvHref}
        download
        sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'center' } }}
      >
        {t('arrivals.csv')}
      </Button>
    </Stack>
  );
}
