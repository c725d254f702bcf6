import { Result } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { leaveLinkPage } from '../../../shared/lib/leave-page.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

export const QRCODE_VIDEO_NO_TICKET = '未获取到承诺视频信息';
export const QRCODE_VIDEO_HOW_TO = '请在「号卡查询」中查询证件名下号码，按提示用微信扫描承诺视频二维码后，再从二维码打开本页面。';

/**
 * /QRcodeVideo: the page the promise-video QR code opens (spec: an empty placeholder). Opened
 * without the code's ticket, it says how to get one instead of staying blank. Back never goes to
 * the subscriber hall.
 */
export function QrcodeVideoPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const hasTicket = Boolean(searchParams.get('ticket'));

  return (
    <div className="page">
      <PageHeader title="视频" onBack={() => leaveLinkPage(navigate)} />
      {!hasTicket && <Result status="info" title={QRCODE_VIDEO_NO_TICKET} description={QRCODE_VIDEO_HOW_TO} />}
    </div>
  );
}
