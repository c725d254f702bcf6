import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignaturePad, type SignaturePadOptions, type SignatureSurface } from './use-signature-pad.ts';

const pads: FakePad[] = [];

class FakePad {
  isCleared = false;
  isOff = false;
  strokes = 0;
  listeners: (() => void)[] = [];
  constructor(
    readonly canvas: HTMLCanvasElement,
    readonly options: Record<string, unknown>,
  ) {
    pads.push(this);
  }
  addEventListener(_name: string, listener: () => void) {
    this.listeners.push(listener);
  }
  removeEventListener(_name: string, listener: () => void) {
    this.listeners = this.listeners.filter((item) => item !== listener);
  }
  stroke() {
    this.strokes += 1;
    this.listeners.forEach((listener) => listener());
  }
  isEmpty() {
    return this.strokes === 0 || this.isCleared;
  }
  clear() {
    this.isCleared = true;
  }
  off() {
    this.isOff = true;
  }
  toDataURL() {
    return 'data:image/png;base64,c2lnbg==';
  }
}

vi.mock('signature_pad', () => ({ default: FakePad }));

afterEach(() => {
  cleanup();
  pads.length = 0;
});

let surface: SignatureSurface;
const keepSurface = (latest: SignatureSurface) => {
  surface = latest;
};

function Board(options: SignaturePadOptions) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const latest = useSignaturePad(canvasRef, options);
  useEffect(() => keepSurface(latest));
  return <canvas ref={canvasRef} />;
}

describe('useSignaturePad: one e-signature surface', () => {
  it('starts the pad only while active, with the pen, the background and a fixed width for the shown size', async () => {
    const { rerender } = render(<Board isActive={false} penColor="#000" />);
    await Promise.resolve();
    expect(pads).toHaveLength(0);
    rerender(<Board isActive penColor="#000" backgroundColor="#fff" lineWidthFor={() => 3} />);
    await waitFor(() => expect(surface.isReady).toBe(true));
    expect(pads[0]?.options).toEqual({ penColor: '#000', backgroundColor: '#fff', minWidth: 3, maxWidth: 3 });
  });

  it('reports each stroke, gives the drawing as a PNG, and gives nothing once cleared', async () => {
    const onStroke = vi.fn();
    render(<Board isActive penColor="#000" onStroke={onStroke} />);
    await waitFor(() => expect(surface.isReady).toBe(true));
    expect(surface.toDataUrl()).toBeNull();
    act(() => pads[0]?.stroke());
    expect(onStroke).toHaveBeenCalledTimes(1);
    expect(surface.toDataUrl()).toBe('data:image/png;base64,c2lnbg==');
    surface.clear();
    expect(surface.isEmpty()).toBe(true);
    expect(surface.toDataUrl()).toBeNull();
  });

  it('stops the pad when it is no longer active, and a stroke after that reaches no one', async () => {
    const onStroke = vi.fn();
    const { rerender } = render(<Board isActive penColor="#000" onStroke={onStroke} />);
    await waitFor(() => expect(surface.isReady).toBe(true));
    const pad = pads[0] as FakePad;
    rerender(<Board isActive={false} penColor="#000" onStroke={onStroke} />);
    expect(pad.isOff).toBe(true);
    expect(surface.isReady).toBe(false);
    pad.stroke();
    expect(onStroke).not.toHaveBeenCalled();
  });
});
