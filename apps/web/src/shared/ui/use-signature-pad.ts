import { useEffect, useRef, useState, type RefObject } from 'react';
import type SignaturePad from 'signature_pad';

// One e-signature surface for every form that asks for one (the agent's card opening, the
// applications' transfer and cancellation): signature_pad loaded on first use, the canvas sized to
// what is shown times the pixel ratio so strokes land under the finger.

export interface SignaturePadOptions {
  /** The pad exists while this is true (a popup that is open, a step that is shown). */
  isActive: boolean;
  penColor: string;
  backgroundColor?: string;
  /** A fixed stroke width for the canvas's shown width (signature_pad varies it with speed otherwise). */
  lineWidthFor?: (shownWidth: number) => number;
  /** After each stroke. */
  onStroke?: () => void;
}

export interface SignatureSurface {
  isReady: boolean;
  isEmpty: () => boolean;
  clear: () => void;
  toDataUrl: () => string | null;
}

/** Starts the code download as soon as a form that holds a pad renders, before the pad opens. */
export function preloadSignaturePad(): void {
  void import('signature_pad');
}

export function useSignaturePad(canvasRef: RefObject<HTMLCanvasElement | null>, options: SignaturePadOptions): SignatureSurface {
  const { isActive, penColor, backgroundColor } = options;
  const padRef = useRef<SignaturePad | null>(null);
  const [isReady, setIsReady] = useState(false);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!isActive) {
      return undefined;
    }
    let isCancelled = false;
    const report = () => latest.current.onStroke?.();
    void import('signature_pad').then(({ default: SignaturePadClass }) => {
      const canvas = canvasRef.current;
      if (isCancelled || !canvas) {
        return;
      }
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      const lineWidth = latest.current.lineWidthFor?.(canvas.offsetWidth);
      const pad = new SignaturePadClass(canvas, {
        penColor,
        ...(backgroundColor ? { backgroundColor } : {}),
        ...(lineWidth ? { minWidth: lineWidth, maxWidth: lineWidth } : {}),
      });
      pad.addEventListener('endStroke', report);
      padRef.current = pad;
      setIsReady(true);
    });
    return () => {
      isCancelled = true;
      padRef.current?.removeEventListener('endStroke', report);
      padRef.current?.off();
      padRef.current = null;
      setIsReady(false);
    };
  }, [isActive, penColor, backgroundColor, canvasRef]);

  return {
    isReady,
    isEmpty: () => padRef.current?.isEmpty() ?? true,
    clear: () => padRef.current?.clear(),
    toDataUrl: () => (padRef.current && !padRef.current.isEmpty() ? padRef.current.toDataURL('image/png') : null),
  };
}
