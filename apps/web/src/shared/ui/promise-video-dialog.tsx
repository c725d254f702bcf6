import { Dialog } from 'antd-mobile';
import './antd-render-bridge.ts';

export const PROMISE_VIDEO_HINT = '请长按识别图片中的小程序码完成视频上传';

/** Shows the promise-video mini program's QR code for the person to long-press. */
export function showPromiseVideoDialog(imageDataUrl: string): Promise<void> {
  return Dialog.alert({
    title: '承诺视频',
    'aria-label': '承诺视频',
    content: (
      <div className="promise-video-dialog">
        <img src={imageDataUrl} alt="承诺视频小程序码" width={200} height={200} />
        <p>{PROMISE_VIDEO_HINT}</p>
      </div>
    ),
    confirmText: '确定',
  });
}
