import { describe, expect, it } from 'vitest';
import { canScan, initialScannerState, isSideEnabled, scannerTransition } from './scanner-machine.ts';
import type { TScannerEvent, TScannerState, TSide } from './scanner-machine.ts';

type TState = TScannerState<string>;
type TEvent = TScannerEvent<string>;
const BOTH: readonly TSide[] = ['front', 'back'];
const FRONT_ONLY: readonly TSide[] = ['front'];

function state(overrides: Partial<TState> = {}): TState {
  return { ...initialScannerState<string>({ sides: BOTH }), camera: 'live', ...overrides };
}

/** Runs events from a state and answers the last state with every effect on the way. */
function run(from: TState, events: TEvent[]) {
  let current = from;
  const effects = [];
  for (const event of events) {
    const result = scannerTransition(current, event);
    current = result.state;
    effects.push(...result.effects);
  }
  return { state: current, effects };
}

describe('scanner machine: transitions', () => {
  it.each<{ name: string; from: TState; event: TEvent; to: Partial<TState>; effects: unknown[] }>([
    {
      name: 'scan on a live camera captures',
      from: state(),
      event: { type: 'SCAN' },
      to: { phase: 'capturing' },
      effects: [{ type: 'capture' }],
    },
    {
      name: 'a captured frame enters cropping',
      from: state({ phase: 'capturing' }),
      event: { type: 'CAPTURED', frame: 'frame-1' },
      to: { phase: 'cropping', frame: 'frame-1' },
      effects: [],
    },
    {
      name: 'confirming the front emits it, switches to back and leaves cropping',
      from: state({ phase: 'cropping', frame: 'frame-1' }),
      event: { type: 'CONFIRM_CROP', image: 'front.png' },
      to: { phase: 'live', side: 'back', frame: null, captured: { front: true, back: false } },
      effects: [{ type: 'emit', side: 'front', image: 'front.png' }, { type: 'resume-camera' }],
    },
    {
      name: 'confirming the back emits it, leaves cropping and finishes',
      from: state({ side: 'back', phase: 'cropping', captured: { front: true, back: false } }),
      event: { type: 'CONFIRM_CROP', image: 'back.png' },
      to: { phase: 'done', side: 'back', captured: { front: true, back: true } },
      effects: [{ type: 'emit', side: 'back', image: 'back.png' }, { type: 'finish' }],
    },
    {
      name: 'a one-sided document (passport) finishes after the front',
      from: state({ sides: FRONT_ONLY, phase: 'cropping' }),
      event: { type: 'CONFIRM_CROP', image: 'page.png' },
      to: { phase: 'done', side: 'front', captured: { front: true, back: false } },
      effects: [{ type: 'emit', side: 'front', image: 'page.png' }, { type: 'finish' }],
    },
    {
      name: 'cancel in cropping returns to the live camera of the same side',
      from: state({ side: 'back', phase: 'cropping', frame: 'f', captured: { front: true, back: false } }),
      event: { type: 'CANCEL' },
      to: { phase: 'live', side: 'back', frame: null },
      effects: [{ type: 'resume-camera' }],
    },
    {
      name: 'cancel on the live camera closes the scanner',
      from: state(),
      event: { type: 'CANCEL' },
      to: { phase: 'done' },
      effects: [{ type: 'close' }],
    },
    {
      name: 'a failed capture goes back to live',
      from: state({ phase: 'capturing' }),
      event: { type: 'CAPTURE_FAILED' },
      to: { phase: 'live' },
      effects: [{ type: 'resume-camera' }],
    },
    {
      name: 'a camera failure while capturing stops capturing',
      from: state({ phase: 'capturing' }),
      event: { type: 'CAMERA_FAILED' },
      to: { phase: 'live', camera: 'error' },
      effects: [],
    },
    {
      name: 'the back tab is chosen once the front is captured',
      from: state({ captured: { front: true, back: false } }),
      event: { type: 'SELECT_SIDE', side: 'back' },
      to: { side: 'back' },
      effects: [],
    },
  ])('$name', ({ from, event, to, effects }) => {
    const result = scannerTransition(from, event);
    expect(result.state).toMatchObject(to);
    expect(result.effects).toEqual(effects);
  });

  it.each<{ name: string; from: TState; event: TEvent }>([
    { name: 'scan while permission is pending', from: state({ camera: 'pending' }), event: { type: 'SCAN' } },
    { name: 'scan after a camera error', from: state({ camera: 'error' }), event: { type: 'SCAN' } },
    { name: 'scan while cropping', from: state({ phase: 'cropping' }), event: { type: 'SCAN' } },
    { name: 'scan twice', from: state({ phase: 'capturing' }), event: { type: 'SCAN' } },
    { name: 'a late frame after cancel', from: state(), event: { type: 'CAPTURED', frame: 'x' } },
    { name: 'confirming without a crop', from: state(), event: { type: 'CONFIRM_CROP', image: 'x' } },
    { name: 'the back before the front', from: state(), event: { type: 'SELECT_SIDE', side: 'back' } },
    {
      name: 'the back of a passport',
      from: state({ sides: FRONT_ONLY, captured: { front: true, back: false } }),
      event: { type: 'SELECT_SIDE', side: 'back' },
    },
    {
      name: 'changing side while cropping',
      from: state({ phase: 'cropping', captured: { front: true, back: false } }),
      event: { type: 'SELECT_SIDE', side: 'back' },
    },
    { name: 'cancel once done', from: state({ phase: 'done' }), event: { type: 'CANCEL' } },
  ])('ignores $name', ({ from, event }) => {
    expect(scannerTransition(from, event)).toEqual({ state: from, effects: [] });
  });
});

describe('scanner machine: whole scans', () => {
  it('scans front then back and emits both, in order, then finishes', () => {
    const { state: end, effects } = run(initialScannerState<string>({ sides: BOTH }), [
      { type: 'CAMERA_LIVE' },
      { type: 'SCAN' },
      { type: 'CAPTURED', frame: 'f1' },
      { type: 'CONFIRM_CROP', image: 'front' },
      { type: 'SCAN' },
      { type: 'CAPTURED', frame: 'f2' },
      { type: 'CANCEL' },
      { type: 'SCAN' },
      { type: 'CAPTURED', frame: 'f3' },
      { type: 'CONFIRM_CROP', image: 'back' },
    ]);
    expect(end.phase).toBe('done');
    expect(effects.filter((effect) => effect.type === 'emit' || effect.type === 'finish')).toEqual([
      { type: 'emit', side: 'front', image: 'front' },
      { type: 'emit', side: 'back', image: 'back' },
      { type: 'finish' },
    ]);
  });
});

describe('scanner machine: start, chips and scan button', () => {
  it.each<{ name: string; start: Parameters<typeof initialScannerState>[0]; side: TSide }>([
    { name: 'starts at front', start: { sides: BOTH }, side: 'front' },
    {
      name: 'starts at back to redo it',
      start: { sides: BOTH, side: 'back', captured: { front: true } },
      side: 'back',
    },
    { name: 'cannot start at back without a front', start: { sides: BOTH, side: 'back' }, side: 'front' },
    {
      name: 'cannot start at back of a passport',
      start: { sides: FRONT_ONLY, side: 'back', captured: { front: true } },
      side: 'front',
    },
  ])('$name', ({ start, side }) => {
    const initial = initialScannerState<string>(start);
    expect(initial).toMatchObject({ side, phase: 'live', camera: 'pending', frame: null });
  });

  it.each<{ captured: boolean; sides: readonly TSide[]; back: boolean }>([
    { captured: false, sides: BOTH, back: false },
    { captured: true, sides: BOTH, back: true },
    { captured: true, sides: FRONT_ONLY, back: false },
  ])('back enabled is $back when front captured is $captured (sides $sides)', ({ captured, sides, back }) => {
    const current = state({ sides, captured: { front: captured, back: false } });
    expect(isSideEnabled(current, 'front')).toBe(true);
    expect(isSideEnabled(current, 'back')).toBe(back);
  });

  it.each<{ camera: TState['camera']; phase: TState['phase']; enabled: boolean }>([
    { camera: 'pending', phase: 'live', enabled: false },
    { camera: 'error', phase: 'live', enabled: false },
    { camera: 'live', phase: 'live', enabled: true },
    { camera: 'live', phase: 'capturing', enabled: false },
    { camera: 'live', phase: 'cropping', enabled: false },
  ])('scan enabled is $enabled with camera $camera in phase $phase', ({ camera, phase, enabled }) => {
    expect(canScan(state({ camera, phase }))).toBe(enabled);
  });
});
