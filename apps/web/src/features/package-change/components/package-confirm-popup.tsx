import { PACKAGE_CHANGE_NOTES } from '@hall/contract/package-change/rules';
import { Button, Popup } from 'antd-mobile';
import { formatYuanShort } from '../../../shared/lib/format.ts';

interface PackageConfirmPopupProps {
  visible: boolean;
  phone: string;
  packageName: string;
  priceFen: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirms a change: the phone, the target package, its price and the three notes. */
export function PackageConfirmPopup({ visible, phone, packageName, priceFen, onCancel, onConfirm }: PackageConfirmPopupProps) {
  return (
    <Popup visible={visible} onMaskClick={onCancel} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <div className="package-confirm" role="dialog" aria-label="确认变更">
        <h2 className="package-confirm-title">确认变更</h2>
        <dl>
          <div className="package-confirm-row">
            <dt>手机号码</dt>
            <dd>{phone}</dd>
          </div>
          <div className="package-confirm-row">
            <dt>变更套餐</dt>
            <dd>{packageName}</dd>
          </div>
          <div className="package-confirm-row">
            <dt>套餐资费</dt>
            <dd>{formatYuanShort(priceFen)}元/月</dd>
          </div>
        </dl>
        <div className="package-confirm-notes" aria-label="温馨提示">
          <p>温馨提示：</p>
          {PACKAGE_CHANGE_NOTES.map((note, index) => (
            <p key={note}>
              {index + 1}. {note}
            </p>
          ))}
        </div>
        <div className="package-confirm-actions">
          <Button block onClick={onCancel}>
            取消
          </Button>
          <Button block color="primary" onClick={onConfirm}>
            确认办理
          </Button>
        </div>
      </div>
    </Popup>
  );
}
