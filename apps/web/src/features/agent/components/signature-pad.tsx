import { Button } from 'antd-mobile';
import { useRef } from 'react';
import { useSignaturePad } from '../../../shared/ui/use-signature-pad.ts';

interface SignatureBoardProps {
  /** The signature as a PNG data URL, or null when the board is empty. */
  onChange: (dataUrl: string | null) => void;
}

/** The agent's e-signature board, on the card-opening agreement step. */
export function SignatureBoard({ onChange }: SignatureBoardProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const pad = useSignaturePad(canvasRef, {
    isActive: true,
    penColor: '#111',
    backgroundColor: 'rgb(255,255,255)',
    onStroke: () => onChange(pad.toDataUrl()),
  });

  const clear = () => {
    pad.clear();
    onChange(null);
  };

  return (
    <div className="agent-signature">
      <canvas ref={canvasRef} className="agent-signature-canvas" aria-label="签名区域" aria-busy={!pad.isReady} />
      <div className="agent-signature-actions">
        <span className="muted">请在上方空白处签名</span>
        <Button size="mini" onClick={clear}>
          清除重签
        </Button>
      </div>
    </div>
  );
}
