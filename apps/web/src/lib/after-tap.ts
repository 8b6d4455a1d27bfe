/**
 * Runs a change of layout only once the tap or click being made has landed. Leaving a field by tapping
 * a button (Next) blurs the field on the press: a message that appeared there at once would push the
 * button from under the finger before the release, and the browser would send the click to nothing.
 * So a blur made by a pointer waits for that press's click (or, if the press ends elsewhere, its
 * release); a blur made by the keyboard (Tab) runs at once, and a key pressed meanwhile ends the wait.
 */

/** A press whose release came this recently may still send its compatibility mouse events (touch). */
const RECENT_RELEASE_MS = 300;
/** Never wait longer than this for a click that does not come (a press dragged away, a long press). */
const LONGEST_WAIT_MS = 1500;

type TPointerState = { isPressed: boolean; touchReleasedAt: number };

export type TAfterTapDeps = {
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  now: () => number;
  setTimeout: (run: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
};

export function createAfterTap(deps: TAfterTapDeps) {
  const pointer: TPointerState = { isPressed: false, touchReleasedAt: Number.NEGATIVE_INFINITY };
  const press = () => {
    pointer.isPressed = true;
  };
  const release = (event: Event) => {
    pointer.isPressed = false;
    // A finger's tap blurs on the mouse events that follow its release; a mouse blurs while pressed.
    if ((event as PointerEvent).pointerType === 'touch') pointer.touchReleasedAt = deps.now();
  };
  deps.target.addEventListener('pointerdown', press, true);
  deps.target.addEventListener('pointerup', release, true);
  deps.target.addEventListener('pointercancel', release, true);

  const isTapUnderway = () => pointer.isPressed || deps.now() - pointer.touchReleasedAt < RECENT_RELEASE_MS;

  /** Runs `change` now, or after the click of the tap underway has been handled. */
  return function afterTap(change: () => void): void {
    if (!isTapUnderway()) {
      change();
      return;
    }
    let isDone = false;
    const finish = () => {
      if (isDone) return;
      isDone = true;
      deps.target.removeEventListener('click', onClick, true);
      deps.target.removeEventListener('pointerup', onRelease, true);
      deps.target.removeEventListener('keydown', finish, true);
      deps.clearTimeout(timer);
      change();
    };
    // After the click's own handlers (Next's submit) have run.
    const onClick = () => deps.setTimeout(finish, 0);
    // A release without a click (dragged away): the click, if any, follows within the same moment.
    const onRelease = () => deps.setTimeout(finish, RECENT_RELEASE_MS);
    const timer = deps.setTimeout(() => {
      if (!pointer.isPressed) finish();
    }, LONGEST_WAIT_MS);
    deps.target.addEventListener('click', onClick, true);
    deps.target.addEventListener('pointerup', onRelease, true);
    // A key pressed meanwhile: the guest is on the keyboard, nothing is under a finger.
    deps.target.addEventListener('keydown', finish, true);
  };
}

/** The portal's own: listens on the window for the life of the page. */
export const afterTap: (change: () => void) => void =
  typeof window === 'undefined'
    ? (change) => change()
    : createAfterTap({
        target: window,
        now: () => performance.now(),
        setTimeout: (run, ms) => window.setTimeout(run, ms),
        clearTimeout: (id) => window.clearTimeout(id),
      });
