import { LIMITS } from '@hospedar/contracts/constants';

export type TSeverity = 'success' | 'info' | 'warning' | 'error';

export type TNotification = {
  id: number;
  message: string;
  severity: TSeverity;
  /** Auto-hide after this many ms. */
  duration: number;
  /** Label of a button that closes it ('Ok'), when wanted. */
  actionLabel?: string;
  /** What the button does before closing (Try again); it only closes when absent. */
  onAction?: () => void;
};

export type TNotifyInput = Omit<TNotification, 'id' | 'duration'> & { duration?: number };

const DEFAULT_DURATION: Record<TSeverity, number> = {
  success: 4000,
  info: 4000,
  warning: 5000,
  error: LIMITS.errorNotificationMs,
};

type TListener = () => void;

/** One notification at a time: a new one replaces the previous; each hides after its duration. */
export function createNotificationStore(timers: Pick<typeof window, 'setTimeout' | 'clearTimeout'> = window) {
  let current: TNotification | null = null;
  let nextId = 1;
  let timer: number | undefined;
  const listeners = new Set<TListener>();
  const emit = () => listeners.forEach((listener) => listener());

  function dismiss(id?: number) {
    if (!current || (id !== undefined && current.id !== id)) return;
    timers.clearTimeout(timer);
    current = null;
    emit();
  }

  function notify(input: TNotifyInput): number {
    timers.clearTimeout(timer);
    const notification: TNotification = {
      ...input,
      id: nextId++,
      duration: input.duration ?? DEFAULT_DURATION[input.severity],
    };
    current = notification;
    timer = timers.setTimeout(() => dismiss(notification.id), notification.duration);
    emit();
    return notification.id;
  }

  return {
    notify,
    dismiss,
    getSnapshot: () => current,
    subscribe(listener: TListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type TNotificationStore = ReturnType<typeof createNotificationStore>;

export const notifications = createNotificationStore();
