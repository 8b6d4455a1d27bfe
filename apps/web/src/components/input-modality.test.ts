import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { trackInputModality } from './input-modality.ts';

describe('input modality', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    delete document.documentElement.dataset.input;
  });

  it('follows the last input: a key, then a tap', () => {
    stop = trackInputModality();
    expect(document.documentElement.dataset.input).toBeUndefined();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(document.documentElement.dataset.input).toBe('keyboard');
    fireEvent.pointerDown(document.body);
    expect(document.documentElement.dataset.input).toBe('pointer');
  });

  it('ignores shortcuts with a modifier, and stops listening', () => {
    stop = trackInputModality();
    fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });
    expect(document.documentElement.dataset.input).toBeUndefined();
    stop();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(document.documentElement.dataset.input).toBeUndefined();
  });
});
