import { useCareMode } from './care-mode.ts';
import './care-mode-entry.css';

/** The hall's one-tap way into care mode and back out of it, saved on the server as /personal's switch. */
export function CareModeEntry() {
  const { isOn, switchCareMode, isSaving } = useCareMode();
  return (
    <button type="button" className="care-mode-entry" onClick={() => switchCareMode(!isOn)} disabled={isSaving} aria-pressed={isOn}>
      {isOn ? '退出关怀模式' : '关怀模式'}
    </button>
  );
}
