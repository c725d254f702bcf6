import { Button } from 'antd-mobile';
import SignaturePad from 'signature_pad';
import { useEffect, useRef } from 'react';

interface SignatureBoardProps {
  /** The signature as a PNG data URL, or null when the board is empty. */
  onChange: (dataUrl: string | null) => void;
}

/** The e-signature board: a small wrapper around signature_pad, sized for the phone's pixel ratio. */
export function SignatureBoard({ onChange }: SignatureBoardProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) {
      return undefined;
    }
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255,255,255)', penColor: '#111' });
    const report = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', report);
    padRef.current = pad;
    return () => {
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChangeRef.current(null);
  };

  return (
    <div className="agent-signature">
      <canvas ref={canvasRef} className="agent-signature-canvas" aria-label="签名区域" />
      <div className="agent-signature-actions">
        <span className="muted">请在上方空白处签名</span>
        <Button size="mini" onClick={clear}>
          清除重签
        </Button>
      </div>
    </div>
  );
}
