import { useCareMode } from './care-mode.ts';
import './care-mode-entry.css';

interface CareModeEntryButtonProps {
  isOn: boolean;
  isSaving?: boolean;
  onSwitch?: (on: boolean) => void;
}

/** The entry's look: also prerendered, off and without a handler, in the hall's frame of index.html. */
export function CareModeEntryButton({ isOn, isSaving = false, onSwitch }: CareModeEntryButtonProps) {
  return (
    <button type="button" className="care-mode-entry" onClick={() => onSwitch?.(!isOn)} disabled={isSaving} aria-pressed={isOn}>
      {isOn ? '退出关怀模式' : '关怀模式'}
    </button>
  );
}

/** The hall's one-tap way into care mode and back out of it, saved on the server as /personal's switch. */
export function CareModeEntry() {
  const { isOn, switchCareMode, isSaving } = useCareMode();
  return <CareModeEntryButton isOn={isOn} isSaving={isSaving} onSwitch={switchCareMode} />;
}
