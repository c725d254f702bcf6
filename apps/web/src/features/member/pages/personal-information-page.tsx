import { PersonalPanel } from '../components/personal-panel.tsx';

/** The hall's PersonalInformation tab. */
export function PersonalInformationPage() {
  return <PersonalPanel />;
}
