import { OpenCardFlow } from '../components/open-card-flow.tsx';
import '../agent.css';

/** /OpenCard: the agent's five-step opening. */
export function OpenCardPage() {
  return <OpenCardFlow applyEvent="OpenCard" title="开卡" payPath="/OpenPay" />;
}

/** /VnoOpenCard: the virtual-operator opening (?title: logged in; ?pone: a scanned record id). */
export function VnoOpenCardPage() {
  return <OpenCardFlow applyEvent="VnoOpenCard" title="虚商开卡" payPath="/VnoOpenPay" />;
}

/** /OnlineOpenCard: the online entry of the opening. */
export function OnlineOpenCardPage() {
  return <OpenCardFlow applyEvent="OnlineOpenCard" title="线上开卡" payPath="/OpenPay" />;
}
