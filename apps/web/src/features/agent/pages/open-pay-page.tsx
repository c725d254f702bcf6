import { OpenPay } from '../components/open-pay.tsx';
import '../agent.css';

/** /OpenPay: the opening fee of /OpenCard. */
export function OpenPayPage() {
  return <OpenPay wechatReturnPath="/WxQuery" defaultFlowPath="/OpenCard" />;
}

/** /VnoOpenPay: the opening fee of /VnoOpenCard. */
export function VnoOpenPayPage() {
  return <OpenPay wechatReturnPath="/VnoWxQuery" defaultFlowPath="/VnoOpenCard?title=1" />;
}
