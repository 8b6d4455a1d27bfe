/** How many of a lazy import's `<link>`s the page appends in one task (decision 280). */
export const PRELOADS_PER_TASK = 6;

/**
 * Vite's preload helper appends one `<link rel="modulepreload">` per script of a lazy import and one
 * `<link rel="stylesheet">` per style sheet, all in the task that asks for it (56 scripts and 14 sheets on
 * the guest list): each starts a request at once, about a millisecond of a 2-core machine's wall time,
 * so that task alone was 60-200 ms long, × 4 in Lighthouse's simulation. From here on, the links of
 * those two kinds `head` is given are appended `perTask` at a time, each batch in a task of its own (a
 * 0 ms timer), in the order they came; everything else is appended as before. The helper keeps its own
 * list of the files it has asked for, does not wait for a script's link, and waits for a sheet's `load`
 * before it imports, which now comes a few milliseconds later: every request still starts within a few
 * milliseconds. Returns a function that puts the head's own appendChild back.
 */
const HELD_BACK: ReadonlySet<string> = new Set(['modulepreload', 'stylesheet']);

export function spreadPreloadLinks(head: HTMLHeadElement, perTask: number = PRELOADS_PER_TASK): () => void {
  const queue: HTMLLinkElement[] = [];
  const append = head.appendChild.bind(head);
  let isScheduled = false;

  const flush = () => {
    isScheduled = false;
    for (const link of queue.splice(0, perTask)) append(link);
    if (queue.length > 0) schedule();
  };
  const schedule = () => {
    if (isScheduled) return;
    isScheduled = true;
    setTimeout(flush, 0);
  };

  head.appendChild = <T extends Node>(node: T): T => {
    if (node instanceof HTMLLinkElement && HELD_BACK.has(node.rel)) {
      queue.push(node);
      schedule();
      return node;
    }
    return append(node);
  };
  return () => {
    // The instance's own property goes; the prototype's appendChild answers again.
    delete (head as { appendChild?: unknown }).appendChild;
    for (const link of queue.splice(0)) append(link);
  };
}
