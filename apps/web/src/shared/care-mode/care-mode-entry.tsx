import { showToast } from '../ui/toast.ts';
import { useCareMode } from './care-mode.ts';
import './care-mode-entry.css';

/** The hall's one-tap way into care mode and back out of it, saved on the server as /personal's switch. */
export function CareModeEntry() {
  const { isOn, setCareMode, isSaving } = useCareMode();
  const toggle = () =>
    void setCareMode(!isOn).then(
      () => showToast(isOn ? '已关闭关怀模式' : '已开启关怀模式'),
      () => undefined,
    );
  return (
    <button type="button" className="care-mode-entry" onClick={toggle} disabled={isSaving} aria-pressed={isOn}>
      {isOn ? '退出关怀模式' : '关怀模式'}
    </button>
  );
}
