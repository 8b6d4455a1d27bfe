import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TZipAddress } from '@hospedar/contracts/geo/zip-lookup';
import { AlertBanner } from '../../../../components/alert-banner.tsx';
import { EmptyIllustration } from '../../../../components/art/empty-illustration.tsx';
import { searchZip } from '../api/search-zip.ts';
import { StepActions } from '../../../../components/step/step-actions.tsx';
import { StepPage } from '../../../../components/step/step-page.tsx';
import { useFlowGuestId } from '../../use-flow-guest.ts';
import { formatZip } from '../model/masks.ts';
import { personalInfoDrafts } from '../model/drafts.ts';
import { ADDRESS_SECTION_PATH, FORGOT_ADDRESS_PATH } from '../paths.ts';
import { fromSearchParams } from './zip-search-query.ts';
import '../personal-info.css';
import './forgot-address.css';

type TResults =
  { status: 'searching' } | { status: 'ready'; items: readonly TZipAddress[] } | { status: 'failed' };

type THeadingKey = 'results.title' | 'results.noneTitle';
type TIntroKey = 'results.intro' | 'results.noneIntro' | 'results.query';

/**
 * The heading and its line say what the screen holds: "Choose your address" above the addresses found,
 * "No address found" and "Nothing found for …" when the search came back empty, and the search itself,
 * without claiming anything was found, while it runs or after it failed.
 */
function resultsHeading(results: TResults, hasQuery: boolean): { title: THeadingKey; intro: TIntroKey } {
  if (hasQuery && results.status === 'ready' && results.items.length === 0)
    return { title: 'results.noneTitle', intro: 'results.noneIntro' };
  if (results.status === 'ready') return { title: 'results.title', intro: 'results.intro' };
  return { title: 'results.title', intro: 'results.query' };
}

/** '/reservation/forgot-address-results': the addresses found; picking one fills the form's address. */
export function ForgotAddressResultsPage() {
  const { t } = useTranslation('personal-info');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const guestId = useFlowGuestId();
  const query = useMemo(() => fromSearchParams(params), [params]);
  const search = useQuery({
    queryKey: ['zip-search', query] as const,
    queryFn: () => (query ? searchZip(query) : Promise.resolve([])),
    enabled: query !== null,
    staleTime: Infinity,
  });
  let results: TResults = { status: 'searching' };
  if (search.isError) results = { status: 'failed' };
  else if (search.data) results = { status: 'ready', items: search.data };

  const pick = useCallback(
    (address: TZipAddress) => {
      if (guestId) personalInfoDrafts.savePickedAddress(guestId, address);
      navigate(ADDRESS_SECTION_PATH);
    },
    [guestId, navigate],
  );

  const newSearch = `${FORGOT_ADDRESS_PATH}?${params.toString()}`;
  const heading = resultsHeading(results, query !== null);
  return (
    <StepPage
      title={t(heading.title)}
      subtitle={
        query ? t(heading.intro, { street: query.address, city: query.city, state: query.state }) : undefined
      }
    >
      <div className="pi-screen">
        <div aria-live="polite">
          {!query ? (
            <AlertBanner severity="warning">{t('results.missingSearch')}</AlertBanner>
          ) : results.status === 'searching' ? (
            <p className="pi-page__loading" role="status">
              <span className="btn__spinner" aria-hidden="true" />
              {t('results.searching')}
            </p>
          ) : results.status === 'failed' ? (
            <AlertBanner severity="error">{t('results.failed')}</AlertBanner>
          ) : results.items.length === 0 ? (
            <div className="empty-state">
              <EmptyIllustration kind="search" />
              <AlertBanner severity="warning">{t('results.none')}</AlertBanner>
            </div>
          ) : (
            <p className="pi-results__count">{t('results.count', { count: results.items.length })}</p>
          )}
        </div>
        {results.status === 'ready' && results.items.length > 0 ? (
          <ul className="pi-results">
            {results.items.map((address) => (
              <li key={`${address.cep}-${address.street}`}>
                <button type="button" className="pi-result" onClick={() => pick(address)}>
                  <span className="pi-result__street">{address.street || address.neighborhood}</span>
                  <span className="pi-result__place">
                    {[address.street ? address.neighborhood : '', `${address.city} - ${address.state}`]
                      .filter(Boolean)
                      .join(', ')}
                  </span>
                  {address.complement ? (
                    <span className="pi-result__detail">{address.complement}</span>
                  ) : null}
                  <span className="pi-result__zip">{formatZip(address.cep)}</span>
                  <span className="pi-result__action" aria-hidden="true">
                    {t('results.pick')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <StepActions
          backTo={ADDRESS_SECTION_PATH}
          backLabel={t('forgotAddress.back')}
          secondary={{ label: t('results.newSearch'), to: newSearch }}
          hasNext={results.status === 'failed'}
          nextLabel={t('actions.retry')}
          onNext={() => void search.refetch()}
        />
      </div>
    </StepPage>
  );
}
