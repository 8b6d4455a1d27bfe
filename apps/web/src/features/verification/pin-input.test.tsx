import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { emptyDigits } from './pin-digits.ts';
import { PinInput } from './pin-input.tsx';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [digits, setDigits] = useState(() => emptyDigits(5));
  return (
    <>
      <p id="pin-label">Code</p>
      <PinInput digits={digits} onChange={setDigits} onComplete={onComplete} labelledBy="pin-label" />
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const box = (index: number) => boxes()[index] as HTMLInputElement;
const values = () => boxes().map((box) => box.value);

describe('PIN input', () => {
  it('has one numeric box per digit, the first for one-time-code autofill', async () => {
    await renderScreen(<Harness onComplete={() => {}} />);
    expect(screen.getByRole('group', { name: 'Code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(5);
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes()[1]).toHaveAttribute('autocomplete', 'off');
    for (const box of boxes()) expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'Digit 3 of 5' })).toBeInTheDocument();
  });

  it('advances while typing and submits when complete', async () => {
    const onComplete = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<Harness onComplete={onComplete} />);
    await user.click(box(0));
    await user.keyboard('12a345');
    expect(values()).toEqual(['1', '2', '3', '4', '5']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('12345');
  });

  it('goes back to the previous box with backspace', async () => {
    const user = userEvent.setup();
    await renderScreen(<Harness onComplete={() => {}} />);
    await user.click(box(0));
    await user.keyboard('123');
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '', '']);
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}{Backspace}');
    expect(values()).toEqual(['', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('takes a pasted code into any box', async () => {
    const onComplete = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<Harness onComplete={onComplete} />);
    await user.click(box(3));
    await user.paste('54 321');
    expect(values()).toEqual(['5', '4', '3', '2', '1']);
    expect(onComplete).toHaveBeenCalledWith('54321');
  });
});
