import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import i18next from 'i18next';
import { useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../features/errors/not-found-page.tsx';

export const STRATEGIES = ['facialRecognition', 'takePicture'] as const;
type TStrategy = (typeof STRATEGIES)[number];

/** The face screens' code and texts load only here (never on the way to the PIN screen). */
const withTexts = <T,>(load: () => Promise<T>) =>
  Promise.all([load(), i18next.loadNamespaces(['face', 'search', 'guest-errors'])]).then(([m]) => m);
const SCREENS: Record<TStrategy, { instructions: ComponentType; capture: ComponentType }> = {
  facialRecognition: {
    instructions: lazy(() =>
      withTexts(() => import('../../features/search/face-search-page.tsx')).then((m) => ({
        default: m.FaceSearchInstructions,
      })),
    ),
    capture: lazy(() =>
      withTexts(() => import('../../features/search/face-search-page.tsx')).then((m) => ({
        default: m.FaceSearchPage,
      })),
    ),
  },
  takePicture: {
    instructions: lazy(() =>
      withTexts(() => import('../../features/face/face-register-page.tsx')).then((m) => ({
        default: m.FaceRegisterInstructions,
      })),
    ),
    capture: lazy(() =>
      withTexts(() => import('../../features/face/face-register-page.tsx')).then((m) => ({
        default: m.FaceRegisterPage,
      })),
    ),
  },
};

function isStrategy(value: string | undefined): value is TStrategy {
  return (STRATEGIES as readonly string[]).includes(value ?? '');
}

/**
 * Instruction and capture screens take a strategy (spec section 2): facialRecognition finds a reservation
 * by face, takePicture registers the verified guest's face (decision 127); any other value is unknown.
 */
export function StrategyScreen() {
  const { strategy } = useParams();
  const { pathname } = useLocation();
  if (!isStrategy(strategy)) return <NotFoundPage />;
  const isInstructions = pathname.includes('-instructions/');
  const Screen = isInstructions ? SCREENS[strategy].instructions : SCREENS[strategy].capture;
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
