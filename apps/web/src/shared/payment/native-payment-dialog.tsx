import { create } from 'qrcode';
import { useEffect, useMemo } from 'react';
import { formatYuan } from '../lib/format.ts';
import { Dialog } from '../ui/antd-feedback.ts';
import type { PaymentOutcome } from './start-payment.ts';
import './native-payment.css';

/** How often the page asks the server whether the scanned code was paid. */
export const NATIVE_POLL_INTERVAL_MS = 2000;
const QUIET_ZONE = 4;

/** The QR code of a WeChat Pay code URL as one SVG path, dark on white in either colour mode (scanners need the contrast). */
function QrCode({ text }: { text: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) {
          d += `M${col} ${row}h1v1h-1z`;
        }
      }
    }
    return { size: modules.size, path: d };
  }, [text]);
  const box = size + QUIET_ZONE * 2;
  return (
    <svg
      className="native-pay-qr"
      role="img"
      aria-label="微信支付二维码"
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
      data-code-url={text}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

interface NativePaymentProps {
  codeUrl: string;
  amountFen: number;
  isPaid: () => Promise<boolean>;
  onPaid: () => void;
}

function NativePayment({ codeUrl, amountFen, isPaid, onPaid }: NativePaymentProps) {
  useEffect(() => {
    let isWaiting = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      // A failed check (network) is tried again at the next tick; the code stays valid meanwhile.
      const paid = await isPaid().catch(() => false);
      if (!isWaiting) {
        return;
      }
      if (paid) {
        onPaid();
        return;
      }
      timer = setTimeout(() => void check(), NATIVE_POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void check(), NATIVE_POLL_INTERVAL_MS);
    return () => {
      isWaiting = false;
      clearTimeout(timer);
    };
  }, [isPaid, onPaid]);

  return (
    <div className="native-pay">
      <p className="native-pay-amount">
        支付金额 <strong>¥{formatYuan(amountFen)}</strong>
      </p>
      <QrCode text={codeUrl} />
      <p className="native-pay-hint">请使用微信扫一扫完成支付</p>
      <p className="native-pay-status" role="status">
        支付完成后页面将自动跳转
      </p>
    </div>
  );
}

/** Shows the Native payment's QR code until the server has the order paid ('confirmed') or the payer cancels. */
export function showNativePayment(props: Omit<NativePaymentProps, 'onPaid'>): Promise<PaymentOutcome> {
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (outcome: PaymentOutcome) => {
      if (isSettled) {
        return;
      }
      isSettled = true;
      handler.close();
      resolve(outcome);
    };
    // The dialog's content stays mounted while it animates closed: no ask may reach the server once settled.
    const isPaidUntilSettled = () => (isSettled ? Promise.resolve(false) : props.isPaid());
    const handler = Dialog.show({
      title: '微信扫码支付',
      'aria-label': '微信扫码支付',
      content: <NativePayment {...props} isPaid={isPaidUntilSettled} onPaid={() => settle('confirmed')} />,
      actions: [{ key: 'cancel', text: '取消支付' }],
      onAction: () => settle('cancelled'),
      onClose: () => settle('cancelled'),
    });
  });
}
