import type { SubscribeScene } from '@hall/contract/wechat/rules';
import { createElement, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { showToast } from '../ui/toast.ts';
import { readSubscribeGrants, recordSubscribeGrant } from './subscription-api.ts';
import { useWechatSdkReady } from './wechat.ts';

// The page asks for one-time subscription messages (一次性订阅消息) with WeChat's open tag
// wx-open-subscribe (configured with openTagList): each 允许 is one message, which the server
// records (WECHAT_SUBSCRIBE_GRANT) and spends when it sends one. Shown only inside WeChat with the
// SDK and where the operator configured the scene's template.

interface SubscribeDetail {
  subscribeDetails?: string;
}

/** wx-open-subscribe answers `{ "<templateId>": "{\"status\":\"accept\"}" }` as a JSON string. */
export function isAccepted(detail: SubscribeDetail | undefined, templateId: string): boolean {
  try {
    const details = JSON.parse(detail?.subscribeDetails ?? '{}') as Record<string, string>;
    const status = JSON.parse(details[templateId] ?? '{}') as { status?: string };
    return status.status === 'accept';
  } catch {
    return false;
  }
}

/** The button inside WeChat's open tag: it renders in WeChat's own frame, so it carries its own style. */
const TAG_TEMPLATE =
  '<style>.subscribe{width:100%;height:40px;border:1px solid #1677ff;border-radius:20px;background:#fff;color:#1677ff;font-size:15px}</style>' +
  '<button class="subscribe">订阅微信用量提醒</button>';

/** Usage alerts in WeChat: how many the member may still receive, and the open tag to allow one more. */
export function WechatSubscribe({ scene, title }: { scene: SubscribeScene; title: string }) {
  const isReady = useWechatSdkReady();
  const [offer, setOffer] = useState<{ templateId: string; grants: number } | null>(null);
  const tagRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!isReady) {
      return;
    }
    let isCurrent = true;
    void readSubscribeGrants(scene).then((answer) => {
      if (isCurrent && answer?.templateId) {
        setOffer({ templateId: answer.templateId, grants: answer.grants });
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [isReady, scene]);

  const templateId = offer?.templateId;
  // Attached as the tag is committed, not after paint: a tap on the tag as soon as it shows counts.
  useLayoutEffect(() => {
    const tag = tagRef.current;
    if (!tag || !templateId) {
      return;
    }
    const onSuccess = (event: Event) => {
      if (!isAccepted((event as CustomEvent<SubscribeDetail>).detail, templateId)) {
        return;
      }
      void recordSubscribeGrant(scene, templateId)
        .then(({ grants }) => {
          setOffer({ templateId, grants });
          showToast('订阅成功，将通过微信提醒您');
        })
        .catch(() => undefined);
    };
    tag.addEventListener('success', onSuccess);
    return () => tag.removeEventListener('success', onSuccess);
  }, [templateId, scene]);

  if (!offer) {
    return null;
  }
  return (
    <section className="page-section" aria-label={title}>
      <div className="muted">
        {title}：可接收 {offer.grants} 次微信提醒
      </div>
      {createElement(
        'wx-open-subscribe',
        { ref: tagRef, template: offer.templateId, id: `subscribe-${scene}`, style: { display: 'block', marginTop: 8 } },
        createElement('script', { type: 'text/wxtag-template', dangerouslySetInnerHTML: { __html: TAG_TEMPLATE } }),
      )}
    </section>
  );
}
