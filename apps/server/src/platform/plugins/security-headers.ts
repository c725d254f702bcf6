import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../../config.ts';
import { readInlineScriptHashes } from '../inline-script-hashes.ts';

/**
 * Security headers and a strict Content-Security-Policy on every reply. Inline style attributes
 * are allowed because the UI kit positions popups with them; scripts come only from this origin, the
 * WeChat JS-SDK's hosts, and the built page's own inline bootstrap scripts, each allowed by its hash.
 * Helmet's middleware is built once: its headers are the same for every reply, and building it
 * (parsing the policy) per request was a measurable share of a read's time under load.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The WeChat JS-SDK (jweixin), from its CDN or the documented fallback host.
        scriptSrc: ["'self'", 'https://res.wx.qq.com', 'https://res2.wx.qq.com', ...readInlineScriptHashes(config.WEB_DIST_DIR)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Banners and activity pictures the editors set may come from the operator's https CDN;
        // https: also covers WeChat avatars (thirdwx.qlogo.cn) and the JS-SDK's report image
        // (open.weixin.qq.com/sdk/report), named so that narrowing https: keeps them. chooseImage
        // previews a photo by its localId: weixin://resourceid/… (Android), wxlocalresource://… (iOS).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'https://thirdwx.qlogo.cn', 'https://open.weixin.qq.com', 'weixin:', 'wxlocalresource:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https://'),
  });
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
