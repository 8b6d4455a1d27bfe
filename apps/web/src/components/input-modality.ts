/**
 * Marks <html data-input="keyboard|pointer"> with the guest's last kind of input, so a focus ring that
 * only a keyboard user needs (a heading focused on arrival) is drawn only for them. Answers the way to stop.
 */
export function trackInputModality(): () => void {
  const root = document.documentElement;
  const onKey = (event: KeyboardEvent) => {
    // A modifier alone (a screenshot shortcut, Alt-Tab) is not navigation.
    if (!event.metaKey && !event.altKey && !event.ctrlKey) root.dataset.input = 'keyboard';
  };
  const onPointer = () => {
    root.dataset.input = 'pointer';
  };
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', onPointer, true);
  return () => {
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('pointerdown', onPointer, true);
  };
}
