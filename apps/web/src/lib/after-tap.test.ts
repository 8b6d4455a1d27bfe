import { describe, expect, it, vi } from 'vitest';
import { createAfterTap } from './after-tap.ts';

function setup() {
  const target = new EventTarget();
  let now = 1000;
  const timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 1;
  const afterTap = createAfterTap({
    target: target as unknown as Window,
    now: () => now,
    setTimeout: (run, ms) => {
      timers.push({ at: now + ms, run, id: nextId });
      return nextId++;
    },
    clearTimeout: (id) => {
      const index = timers.findIndex((timer) => timer.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
  });
  const fire = (type: string, pointerType = 'mouse') =>
    target.dispatchEvent(Object.assign(new Event(type), { pointerType }));
  /** Moves the clock, running the timers that come due in order. */
  const wait = (ms: number) => {
    const until = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const due = timers[0];
      if (!due || due.at > until) break;
      timers.shift();
      now = due.at;
      due.run();
    }
    now = until;
  };
  return { afterTap, fire, wait };
}

describe('afterTap', () => {
  it('runs at once when no pointer is pressing (a blur by Tab)', () => {
    const { afterTap } = setup();
    const change = vi.fn();
    afterTap(change);
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('waits for the click of a mouse press that blurred the field, then runs', () => {
    const { afterTap, fire, wait } = setup();
    const change = vi.fn();
    fire('pointerdown');
    afterTap(change);
    wait(400);
    expect(change).not.toHaveBeenCalled();
    fire('pointerup');
    fire('click');
    expect(change).not.toHaveBeenCalled();
    wait(0);
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('waits for the click of a finger tap, whose blur comes just after the release', () => {
    const { afterTap, fire, wait } = setup();
    const change = vi.fn();
    fire('pointerdown', 'touch');
    fire('pointerup', 'touch');
    wait(20);
    afterTap(change);
    expect(change).not.toHaveBeenCalled();
    fire('click');
    wait(0);
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('does not wait for ever for a click that never comes', () => {
    const { afterTap, fire, wait } = setup();
    const change = vi.fn();
    fire('pointerdown', 'touch');
    fire('pointerup', 'touch');
    afterTap(change);
    wait(1500);
    expect(change).toHaveBeenCalledTimes(1);
    fire('click');
    wait(10);
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('runs at once after a mouse click (Tab right after it), and when a key is pressed while waiting', () => {
    const { afterTap, fire } = setup();
    const first = vi.fn();
    fire('pointerdown');
    fire('pointerup');
    fire('click');
    afterTap(first);
    expect(first).toHaveBeenCalledTimes(1);
    const second = vi.fn();
    fire('pointerdown', 'touch');
    afterTap(second);
    fire('keydown');
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keeps waiting while the press is held, and runs soon after its release', () => {
    const { afterTap, fire, wait } = setup();
    const change = vi.fn();
    fire('pointerdown');
    afterTap(change);
    wait(3000);
    expect(change).not.toHaveBeenCalled();
    fire('pointerup');
    wait(300);
    expect(change).toHaveBeenCalledTimes(1);
  });
});
