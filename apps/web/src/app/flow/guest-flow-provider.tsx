import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { StepType } from '@hospedar/contracts/constants';
import { useEditedGuest } from '../../lib/edited-guest.ts';
import { useClientRecord } from '../../lib/guest-record/use-client-record.ts';
import type { TEditedGuest } from '../../lib/edited-guest.ts';
import { useGuestState } from '../../lib/guest-session.ts';
import { GuestFlowNavigationContext } from '../../lib/guest-flow-navigation.ts';
import type { TGuestFlowNavigation } from '../../lib/guest-flow-navigation.ts';
import { isUnder, PATHS } from '../../lib/paths.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { tracking } from '../../lib/tracking.ts';
import { buildGuestFlow, lastFormStepIndex } from './build-guest-flow.ts';
import { guestFlow } from './flow-state.ts';
import { stepperPosition } from './stepper-position.ts';
import { useLeaveClosedForm } from './use-leave-closed-form.ts';

/** The guest whose form is open: the one the list chose, else the verified guest (PIN link). */
function useFlowSubject(): TEditedGuest | null {
  const edited = useEditedGuest();
  const { clientId, isChild, masterGuest } = useGuestState();
  return useMemo<TEditedGuest | null>(() => {
    if (edited) return edited;
    if (!clientId) return null;
    return { guestId: clientId, isChild, masterGuest, isCompleted: false, actionType: 'edit' };
  }, [edited, clientId, isChild, masterGuest]);
}

/**
 * Runs the guest flow under /reservation: builds the edited guest's steps from the hotel's stepsConfig,
 * follows the route to know the current one and whether the last move went backward, and offers the
 * screens next, back, go-to and home (lib/guest-flow-navigation.ts).
 */
export function GuestFlowProvider({ children }: { children: ReactNode }) {
  const subject = useFlowSubject();
  const edited = useEditedGuest();
  const initial = useTenant().initial;
  const company = initial?.company ?? null;
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // The main guest's record says whether the reservation has a payment order (the warranty step).
  const { state: record } = useClientRecord(subject?.masterGuest ? subject.guestId : null);
  const hasOrder = record.status === 'ready' && record.client.order !== null;
  const steps = useMemo(() => {
    if (!company || !subject) return [];
    return buildGuestFlow(company, {
      isChild: subject.isChild,
      masterGuest: subject.masterGuest,
      hasOrder,
    });
  }, [company, subject, hasOrder]);

  // The module flow follows this guest's steps (a new list only); guard 5 marks each route after.
  const pathnameNow = useRef(pathname);
  pathnameNow.current = pathname;
  useEffect(() => {
    guestFlow.reset(steps);
    guestFlow.markCurrent(pathnameNow.current);
  }, [steps]);

  const listed = useMemo(() => steps.filter((step) => step.type !== StepType.EXTRA), [steps]);
  const currentIndex = steps.findIndex((step) => isUnder(pathname, step.route));
  const current = currentIndex >= 0 ? steps[currentIndex] : undefined;
  const listedIndex = current ? listed.indexOf(current) : -1;
  // The FNRH is finalized on the last form step; the warranty, when there is one, follows it.
  const lastFormIndex = lastFormStepIndex(listed);

  // A finished list's forms, or a completed form reached without the "already filled" question (the
  // browser's Back after finishing), are not shown: the guest list is (decision 53).
  useLeaveClosedForm({
    guestId: subject?.guestId ?? null,
    pathname,
    // The preferences and the warranty come after the FNRH: a completed guest still reaches them.
    isFormRoute: current?.name !== 'accommodation' && current?.name !== 'warranty',
    company,
    today: initial?.today ?? null,
    edited,
  });

  // Where guests stop filling: each step a guest reaches, once per tab (fire and forget).
  const trackedGuestId = subject?.guestId ?? null;
  const currentName = current?.name ?? null;
  useEffect(() => {
    if (trackedGuestId && currentName) tracking.stepReached(trackedGuestId, currentName);
  }, [trackedGuestId, currentName]);

  const lastIndex = useRef(currentIndex);
  const [isBackward, setIsBackward] = useState(false);
  useEffect(() => {
    if (currentIndex < 0) return;
    setIsBackward(currentIndex < lastIndex.current);
    lastIndex.current = currentIndex;
  }, [currentIndex]);

  const navigation = useMemo<TGuestFlowNavigation>(() => {
    const returnHome = () => navigate(PATHS.home);
    return {
      steps: listed.map((step) => ({
        name: step.name,
        route: step.route,
        labelKey: step.labelKey,
        isListed: true,
      })),
      currentName: current?.name ?? null,
      stepperIndex: stepperPosition(steps, current),
      isBackward,
      isLastStep: listedIndex >= 0 && listedIndex === lastFormIndex,
      hasStep: (name) => listed.some((step) => step.name === name),
      goNext: () => {
        const next = listed[listedIndex + 1];
        if (next) navigate(next.route);
        else returnHome();
      },
      goBack: () => {
        const previous = listedIndex > 0 ? listed[listedIndex - 1] : undefined;
        if (previous) navigate(previous.route);
        else returnHome();
      },
      goTo: (name, section) => {
        const target = steps.find((step) => step.name === name);
        if (target) navigate(section ? { pathname: target.route, hash: section } : target.route);
      },
      returnHome,
      hasExtraStep: (name) => steps.some((step) => step.name === name && step.type === StepType.EXTRA),
      finishFlow: () => {
        const warranty = listed.find((step) => step.name === 'warranty');
        if (warranty && current?.name !== 'warranty') {
          navigate(warranty.route);
          return;
        }
        const preferences = steps.find((step) => step.name === 'accommodation');
        navigate(preferences ? preferences.route : PATHS.home);
      },
    };
  }, [listed, steps, current, listedIndex, lastFormIndex, isBackward, navigate]);

  if (!subject) return <Navigate to={PATHS.home} replace />;
  return (
    <GuestFlowNavigationContext.Provider value={navigation}>{children}</GuestFlowNavigationContext.Provider>
  );
}
