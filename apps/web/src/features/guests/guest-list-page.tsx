import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useClientRecord, useDrawnRecordState } from '../../lib/guest-record/use-client-record.ts';
import { useGuestState } from '../../lib/guest-session.ts';
import { PATHS } from '../../lib/paths.ts';
import { MuiThemeScope } from '../../lib/tenant/theme/mui-theme-scope.tsx';
import { GuestListError } from './guest-list-error.tsx';
import { GuestListHeader } from './guest-list-header.tsx';
import { GuestListReady } from './guest-list-ready.tsx';
import { GuestListSkeleton } from './guest-list-skeleton.tsx';
import type { TRenderPhotoAction } from './guest-photos.ts';
import type { TNotificationSlots, TRenderAfterFinish } from './guest-list-slots.ts';
import './guests.css';

export type TGuestListPageProps = {
  /** The cards' photo action, joined by the app (uploading belongs to the documents feature). */
  renderPhotoAction?: TRenderPhotoAction;
  /** Under the finished list, for the main guest (the rating offer, joined by the app). */
  renderAfterFinish?: TRenderAfterFinish;
  /** The main guest's notification icon and entry (the notification feature, joined by the app). */
  notification?: TNotificationSlots;
  /**
   * Under the list once it has arrived (or failed), never under its skeleton: the list is taller than the
   * skeleton, so a footer drawn meanwhile would be pushed down the screen (a layout shift).
   */
  footer?: ReactNode;
};

function GuestListScreen({
  guestId,
  renderPhotoAction,
  renderAfterFinish,
  notification,
  footer,
}: TGuestListPageProps & { guestId: string }) {
  // The list shows the others' progress: it asks again each time it opens.
  const { state: received, retry, refresh } = useClientRecord(guestId, { isLive: true });
  // The list is drawn in a deferred render, in slices, once it has arrived (decision 247).
  const state = useDrawnRecordState(received);
  const client = state.status === 'ready' ? state.client : null;
  const cards = client ? [...client.guests, ...client.companions, ...client.others] : [];
  return (
    <>
      <section className="guests-page" aria-labelledby="guests-title">
        <GuestListHeader
          reservation={client?.reservation ?? null}
          isLoading={state.status === 'loading'}
          progress={
            client
              ? { completed: cards.filter((guest) => guest.isCompleted).length, total: cards.length }
              : null
          }
        />
        {state.status === 'loading' ? <GuestListSkeleton /> : null}
        {state.status === 'error' ? <GuestListError code={state.code} onRetry={retry} /> : null}
        {state.status === 'ready' ? (
          <GuestListReady
            client={state.client}
            onRefresh={refresh}
            renderPhotoAction={renderPhotoAction}
            renderAfterFinish={renderAfterFinish}
            notification={notification}
          />
        ) : null}
      </section>
      {state.status === 'loading' ? null : footer}
    </>
  );
}

/**
 * '/home': the guest list (spec section 2). Only a verified guest sees it; anyone else goes to
 * verification, which keeps the chosen reservation and comes back here after the PIN.
 */
export function GuestListPage({
  renderPhotoAction,
  renderAfterFinish,
  notification,
  footer,
}: TGuestListPageProps) {
  const { clientId, qualified } = useGuestState();
  if (!qualified || !clientId) return <Navigate to={PATHS.dataValidation} replace />;
  return (
    <MuiThemeScope>
      <GuestListScreen
        guestId={clientId}
        renderPhotoAction={renderPhotoAction}
        renderAfterFinish={renderAfterFinish}
        notification={notification}
        footer={footer}
      />
    </MuiThemeScope>
  );
}
