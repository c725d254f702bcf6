import { ApplicationMessage, SIGNATURE_COLOR, SIGNATURE_HEIGHT, SIGNATURE_LINE_WIDTH, SIGNATURE_WIDTH } from '@hall/contract/applications/rules';
import { Button, Popup } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { showSuccessToast, showToast } from '../../../shared/ui/toast.ts';

interface SignaturePopupProps {
  isVisible: boolean;
  onClose: () => void;
  /** A 900x400 PNG data URL on a white background. */
  onConfirm: (dataUrl: string) => void;
}

/** Renders what was drawn at the spec's 900x400 on white, whatever the screen size. */
function exportSignature(canvas: HTMLCanvasElement): string {
  const output = document.createElement('canvas');
  output.width = SIGNATURE_WIDTH;
  output.height = SIGNATURE_HEIGHT;
  const context = output.getContext('2d');
  if (!context) {
    return canvas.toDataURL('image/png');
  }
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  context.drawImage(canvas, 0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  return output.toDataURL('image/png');
}

/** The e-signature popup (signature_pad, loaded only when opened): black, line width 6, reset and confirm. */
export function SignaturePopup({ isVisible, onClose, onConfirm }: SignaturePopupProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [isPadReady, setIsPadReady] = useState(false);

  // The drawing code loads with the page that holds the popup, so a stroke drawn the moment the
  // popup opens is not lost to a download on a slow network.
  useEffect(() => {
    void import('signature_pad');
  }, []);

  useEffect(() => {
    if (!isVisible) {
      return;
    }
    let isCancelled = false;
    void import('signature_pad').then(({ default: SignaturePadClass }) => {
      const canvas = canvasRef.current;
      if (isCancelled || !canvas) {
        return;
      }
      // The drawing surface matches the shown size (times the pixel ratio) so strokes land under the finger.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      const scale = canvas.offsetWidth / SIGNATURE_WIDTH;
      const lineWidth = Math.max(SIGNATURE_LINE_WIDTH * scale, 1.5);
      padRef.current = new SignaturePadClass(canvas, { penColor: SIGNATURE_COLOR, minWidth: lineWidth, maxWidth: lineWidth });
      setIsPadReady(true);
    });
    return () => {
      isCancelled = true;
      padRef.current?.off();
      padRef.current = null;
      setIsPadReady(false);
    };
  }, [isVisible]);

  const reset = () => padRef.current?.clear();
  const confirm = () => {
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas || pad.isEmpty()) {
      showToast(ApplicationMessage.SIGNATURE_EMPTY);
      return;
    }
    onConfirm(exportSignature(canvas));
    showSuccessToast(ApplicationMessage.SIGNATURE_CONFIRMED, 1500);
  };

  return (
    <Popup visible={isVisible} onMaskClick={onClose} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }} destroyOnClose>
      <div className="applications-signature-popup">
        <h2>请在下方区域内签名</h2>
        <canvas ref={canvasRef} className="applications-signature-canvas" aria-label="签名区域" aria-busy={!isPadReady} />
        <div className="applications-signature-actions">
          <Button onClick={reset}>重置</Button>
          <Button color="primary" onClick={confirm}>
            确认
          </Button>
        </div>
      </div>
    </Popup>
  );
}
