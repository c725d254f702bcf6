import { AgentMessage, VNO_SCAN_LINK_TTL_SECONDS } from '@hall/contract/agent/rules';
import type { OperationOutput } from '@hall/contract/schemas';
import { Button, Form, Popup } from 'antd-mobile';
import { useState } from 'react';
import { HallForm, readText, useHallForm } from '../../../shared/form/hall-form.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useScanLink } from '../opening-api.ts';

interface ScanLinkValues {
  recordId: string;
}

interface ScanLinkPopupProps {
  visible: boolean;
  onClose: () => void;
}

/**
 * 扫码开卡: the agent makes the QR code of one of the dealer's cards (its record id) and scans it
 * with the phone that will open the card, where no login is needed: the code logs this agent in
 * there once, within VNO_SCAN_LINK_TTL_SECONDS.
 */
export function ScanLinkPopup({ visible, onClose }: ScanLinkPopupProps) {
  const form = useHallForm<ScanLinkValues>();
  const recordId = readText(Form.useWatch('recordId', form));
  const [made, setMade] = useState<OperationOutput<'VNO_SCAN_LINK'> | null>(null);
  const scanLink = useScanLink();

  const makeLink = () => {
    if (recordId) {
      scanLink.mutate(recordId, { onSuccess: setMade });
    }
  };

  const close = () => {
    setMade(null);
    onClose();
  };

  return (
    <Popup visible={visible} onMaskClick={close} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <div className="agent-info" role="dialog" aria-label="扫码开卡">
        <h2 className="pay-confirm-title">扫码开卡</h2>
        {made ? (
          <div className="agent-scan-link">
            <img src={made.image} alt="扫码开卡二维码" width={200} height={200} />
            <p>请用开卡手机扫描二维码，{VNO_SCAN_LINK_TTL_SECONDS / 60}分钟内有效，仅可使用一次</p>
            <p className="agent-scan-link-url" aria-label="扫码开卡链接">
              {made.link}
            </p>
          </div>
        ) : (
          // No check and so no message: 生成二维码 stays disabled until a record id is typed.
          <HallForm form={form} onSubmit={makeLink}>
            <TextField name="recordId" label="开户记录编号" placeholder="号卡上的开户记录编号" maxLength={40} isClearable />
          </HallForm>
        )}
        <div className="page-actions">
          {!made && (
            <Button block color="primary" loading={scanLink.isPending} disabled={recordId === ''} onClick={makeLink}>
              生成二维码
            </Button>
          )}
          <Button block onClick={close}>
            关闭
          </Button>
        </div>
        {scanLink.isError && !made && <p className="muted">{AgentMessage.LINK_LOAD_FAILED}</p>}
      </div>
    </Popup>
  );
}
