import { useDeferredValue, useState } from 'react';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOutletContext, useSearchParams } from 'react-router';
import type { TArrivalsQuery } from '@hospedar/contracts/console/arrivals';
import { toSupportedLanguage } from '@hospedar/contracts/constants';
import type { TStaffMe } from '@hospedar/contracts/console/staff-auth';
import { arrivalsQuery, arrivalsSearch } from '../api/console-queries.ts';
import { ARRIVAL_RANGES, ArrivalsFilters, type TArrivalRange } from '../arrivals/arrivals-filters.tsx';
import { ReservationCard } from '../arrivals/reservation-card.tsx';
import { useConsoleErrorText } from '../use-console-error.ts';

/** The days after the hotel's today each choice adds (the API's `days`). */
const DAYS_AFTER: Record<TArrivalRange, number> = { today: 0, week: 7, month: 30 };

/**
 * Arrivals (decisions 210 to 214): today's or the coming days' check-ins, searchable, each guest with
 * a state chip, the CSV of the same list; the list asks again every few seconds (decision 212). The days
 * and the search live in the address, so a reload or the back button keeps them.
 */
export function ArrivalsPage() {
  const { t, i18n } = useTranslation('console');
  const me = useOutletContext<TStaffMe>();
  const errorText = useConsoleErrorText();
  const [params, setParams] = useSearchParams();
  const range = ARRIVAL_RANGES.find((value) => value === params.get('days')) ?? 'today';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const deferredSearch = useDeferredValue(search.trim());

  const query: TArrivalsQuery = { days: DAYS_AFTER[range], q: deferredSearch || undefined };
  const list = useQuery(arrivalsQuery(query));

  const update = (next: { days?: TArrivalRange; q?: string }) => {
    const merged = new URLSearchParams(params);
    if (next.days) merged.set('days', next.days);
    if (next.q !== undefined) {
      if (next.q) merged.set('q', next.q);
      else merged.delete('q');
    }
    setParams(merged, { replace: true });
  };
  const language = toSupportedLanguage(i18n.language) ?? 'pt-BR';
  const csvHref = `/api/console/arrivals.csv${arrivalsSearch(query, { lang: language })}`;
  const count = list.data?.reservations.length ?? 0;

  return (
    <>
      <Stack spacing={0.5}>
        <Typography variant="h1">{t('arrivals.title')}</Typography>
        <Typography color="text.secondary">
          {t('arrivals.hotel', { hotel: me.hotel.name, subdomain: me.hotel.subdomain })}
        </Typography>
      </Stack>
      <ArrivalsFilters
        range={range}
        onRange={(days) => update({ days })}
        search={search}
        onSearch={(text) => {
          setSearch(text);
          update({ q: text.trim() });
        }}
        csvHref={csvHref}
      />
      {list.isPending && <CircularProgress aria-label={t('loading')} />}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.data && (
        <Stack spacing={2} aria-busy={list.isFetching}>
          <Typography role="status" color="text.secondary">
            {t('arrivals.count', { count })} · {t('arrivals.live')}
          </Typography>
          {list.data.isTruncated && <Alert severity="warning">{t('arrivals.truncated')}</Alert>}
          {count === 0 && (
            <Alert severity="info">
              {deferredSearch ? t('arrivals.emptySearch', { q: deferredSearch }) : t('arrivals.empty')}
            </Alert>
          )}
          {list.data.reservations.map((reservation) => (
            <ReservationCard key={reservation.id} reservation={reservation} />
          ))}
        </Stack>
      )}
    </>
  );
}
