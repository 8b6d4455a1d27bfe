import { useParams } from 'react-router';
import { NotAvailablePage } from '../../components/not-available-page.tsx';
import { NotFoundPage } from '../../features/errors/not-found-page.tsx';

export const STRATEGIES = ['facialRecognition', 'takePicture'] as const;

/** Instruction and capture screens take a strategy; any other value is an unknown page. */
export function StrategyScreen() {
  const { strategy } = useParams();
  const isKnown = (STRATEGIES as readonly string[]).includes(strategy ?? '');
  return isKnown ? <NotAvailablePage /> : <NotFoundPage />;
}
