import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLanguage, TTermsType } from '@hospedar/contracts/constants';
import type { TGetTermsResponse } from '@hospedar/contracts/terms/get-terms';
import { currentLanguage } from '../../lib/i18n/i18n.ts';
import { getTermsHtml } from './api/get-terms-html.ts';
import { safeTermsHtml } from './model/safe-terms-html.ts';

export type TTermsText =
  { status: 'loading' } | { status: 'ready'; terms: TGetTermsResponse; html: string } | { status: 'failed' };

/** The hotel's terms of a type in a language, with their HTML made safe: kept for the visit. */
export function termsQueryOptions(type: TTermsType, language: TLanguage) {
  return queryOptions({
    queryKey: ['terms', type, language] as const,
    queryFn: async ({ signal }) => {
      const terms = await getTermsHtml(type, language, signal);
      return { terms, html: safeTermsHtml(terms.content, terms.title) };
    },
    staleTime: Infinity,
  });
}

/** The hotel's terms of a type in the portal's language, loaded again whenever the language changes. */
export function useTermsText(type: TTermsType): { state: TTermsText; retry: () => void } {
  useTranslation('terms');
  const query = useQuery(termsQueryOptions(type, currentLanguage()));
  let state: TTermsText = { status: 'loading' };
  if (query.isError && !query.isFetching) state = { status: 'failed' };
  else if (query.data && !query.isError) state = { status: 'ready', ...query.data };
  return { state, retry: () => void query.refetch() };
}
