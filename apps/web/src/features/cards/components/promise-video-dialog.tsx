import { Dialog } from 'antd-mobile';
import { call } from '../../../shared/api/call.ts';
import { showToast } from '../../../shared/ui/toast.ts';

export const PROMISE_VIDEO_HINT = '请长按识别图片中的小程序码完成视频上传';
export const QR_FAILED_MESSAGE = '二维码获取失败';

/** After -106: fetch the promise-video QR code of the number and show it to be long-pressed. */
export async function showPromiseVideoCode(serviceId: string): Promise<void> {
  let image: string;
  try {
    image = (await call('CPDEIMG', { serviceId }, { isSilent: true })).image;
  } catch {
    showToast(QR_FAILED_MESSAGE);
    return;
  }
  await Dialog.alert({
    title: '承诺视频',
    confirmText: '确定',
    content: (
      <div style={{ textAlign: 'center' }}>
        <img src={image} alt="承诺视频小程序码" width={200} height={200} />
        <p>{PROMISE_VIDEO_HINT}</p>
      </div>
    ),
  });
}
