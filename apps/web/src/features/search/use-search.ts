import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { LIMITS } from '@hospedar/contracts/constants';
import type { TSearchType } from '@hospedar/contracts/constants';
import { ApiError } from '../../lib/api-client.ts';
import { useBotCheck } from '../../lib/bot-check/use-bot-check.ts';
import { useFlowNavigation } from '../../lib/flow-navigation.ts';
import { PATHS } from '../../lib/paths.ts';
import { reservationSelection } from '../../lib/reservation-selection.ts';
import { returnAfterVerification } from '../../lib/return-after-verification.ts';
import type { TSearchRequest } from '@hospedar/contracts/search/search-reservations';
import { searchReservations } from './api/search-reservations.ts';
import { buildSearchRequest } from './build-search-request.ts';
import { decideSearchOutcome } from './search-outcome.ts';
import type { TBlockReason, TPrecheckinWindow } from './search-outcome.ts';
import type { TSearchParams } from './search-types.ts';

export type TSearchResult =
  | { kind: 'notFound' }
  /** `opensOn`: the day a match not open yet opens (YYYY-MM-DD). */
  | { kind: 'blocked'; reasons: TBlockReason[]; opensOn?: string }
  | null;

/** Sends a search with a fresh bot-check solution and applies spec section 4's outcome. */
export function useSearch(today: string, rules?: TPrecheckinWindow) {
  const navigate = useNavigate();
  const flow = useFlowNavigation();
  const botCheck = useBotCheck();
  const [isBusy, setIsBusy] = useState(false);
  const [isWaitingBotCheck, setIsWaitingBotCheck] = useState(false);
  const [result, setResult] = useState<TSearchResult>(null);
  /** The last search's failure (its code; a face search's POOR_IMAGE_QUALITY carries details.issues). */
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const { mutateAsync: search } = useMutation({
    mutationFn: ({ request, solution }: { request: TSearchRequest; solution: string }) =>
      searchReservations(request, solution),
  });
  const pending = useRef<TSearchRequest | null>(null);

  /** Sends a built request (the face search builds its own: the uploaded image's key). */
  const sendRequest = useCallback(
    async (request: TSearchRequest) => {
      const solution = botCheck.take();
      if (!solution) {
        pending.current = request;
        setIsWaitingBotCheck(true);
        return;
      }
      pending.current = null;
      setIsWaitingBotCheck(false);
      setIsBusy(true);
      setFailure(null);
      setResult(null);
      try {
        const found = await search({ request, solution });
        const outcome = decideSearchOutcome(found, today, rules);
        if (outcome.kind === 'many' || outcome.kind === 'one') returnAfterVerification.forget();
        if (outcome.kind === 'many') {
          reservationSelection.saveAvailable(outcome.reservations);
          flow.addMultiReservationStep();
          navigate(PATHS.multiReservation);
        } else if (outcome.kind === 'one') {
          reservationSelection.saveAvailable([outcome.reservation]);
          reservationSelection.select(outcome.reservation);
          navigate(PATHS.dataValidation);
        } else {
          const { reasons, opensOn } = outcome;
          setResult(reasons.length > 0 ? { kind: 'blocked', reasons, opensOn } : { kind: 'notFound' });
        }
      } catch (error) {
        const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
        if (code === 'RESERVATION_NOT_FOUND' || (error instanceof ApiError && error.status === 404)) {
          setResult({ kind: 'notFound' });
        } else if (code === 'SEARCH_LOCKED' || (error instanceof ApiError && error.status === 429)) {
          const seconds =
            error instanceof ApiError && typeof error.details?.retryAfterSeconds === 'number'
              ? error.details.retryAfterSeconds
              : LIMITS.searchLockMinutes * 60;
          setLockedUntil(Date.now() + seconds * 1000);
          setFailure(new ApiError(429, { code: 'SEARCH_LOCKED', message: '' }));
        } else {
          if (code === 'BOT_CHECK_FAILED') botCheck.restart();
          setFailure(error instanceof ApiError ? error : new ApiError(0, { code, message: '' }));
        }
      } finally {
        setIsBusy(false);
      }
    },
    [botCheck, flow, navigate, today, rules, search],
  );

  const send = useCallback(
    (type: Exclude<TSearchType, 'facial_recognition'>, params: TSearchParams) =>
      sendRequest(buildSearchRequest(type, params)),
    [sendRequest],
  );

  // A search asked for before the proof of work was done goes out as soon as it is.
  useEffect(() => {
    if (botCheck.isResolved && pending.current) void sendRequest(pending.current);
  }, [botCheck.isResolved, sendRequest]);

  return {
    botCheck,
    isBusy: isBusy || isWaitingBotCheck,
    result,
    failure,
    errorCode: failure?.code ?? null,
    lockedUntil,
    send,
    sendRequest,
    clearResult: () => setResult(null),
    clearLock: () => {
      setLockedUntil(null);
      setFailure(null);
    },
  };
}
