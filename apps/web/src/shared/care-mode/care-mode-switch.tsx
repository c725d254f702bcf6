import { List, Switch } from 'antd-mobile';
import { useCareMode } from './care-mode.ts';

export const CARE_MODE_NAME = '关怀模式';
export const CARE_MODE_DESCRIPTION = '字更大、按钮更大，首页只留常用功能';

/** The care-mode switch (/personal): saved on the server; a refusal is shown by the client and the switch stays. */
export function CareModeSwitch() {
  const { isOn, switchCareMode, isSaving } = useCareMode();
  return (
    <List header="显示设置" className="care-mode-setting">
      <List.Item
        description={CARE_MODE_DESCRIPTION}
        extra={<Switch checked={isOn} loading={isSaving} onChange={switchCareMode} aria-label={CARE_MODE_NAME} tabIndex={0} />}
      >
        {CARE_MODE_NAME}
      </List.Item>
    </List>
  );
}
