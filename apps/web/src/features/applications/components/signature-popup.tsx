import { ApplicationMessage, SIGNATURE_COLOR, SIGNATURE_HEIGHT, SIGNATURE_LINE_WIDTH, SIGNATURE_WIDTH } from '@hall/contract/applications/rules';
import { Button, Popup } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { preloadSignaturePad, useSignaturePad } from '../../../shared/ui/use-signature-pad.ts';
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

/** The e-signature popup: black, line width 6 at the spec's 900 px, reset and confirm. */
export function SignaturePopup({ isVisible, onClose, onConfirm }: SignaturePopupProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const pad = useSignaturePad(canvasRef, {
    isActive: isVisible,
    penColor: SIGNATURE_COLOR,
    lineWidthFor: (shownWidth) => Math.max((SIGNATURE_LINE_WIDTH * shownWidth) / SIGNATURE_WIDTH, 1.5),
  });

  // The drawing code loads with the page that holds the popup, so a stroke drawn the moment the
  // popup opens is not lost to a download on a slow network.
  useEffect(preloadSignaturePad, []);

  const reset = () => pad.clear();
  const confirm = () => {
    const canvas = canvasRef.current;
    if (!canvas || pad.isEmpty()) {
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
        <canvas ref={canvasRef} className="applications-signature-canvas" aria-label="签名区域" aria-busy={!pad.isReady} />
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
