import { escapeHtml } from '../platform/escape-html.ts';

export { escapeHtml };

/** A plain phone-sized page for the sandbox stand-ins; the body is already escaped HTML. */
export function renderSandboxPage(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#333}
main{max-width:540px;margin:0 auto;padding:16px}
h1{font-size:18px;margin:8px 0 16px}
.card{background:#fff;border-radius:8px;padding:12px 16px;margin-bottom:12px}
button,.button{display:block;width:100%;box-sizing:border-box;padding:12px;border:0;border-radius:6px;background:#07c160;color:#fff;font-size:16px;margin-top:8px;text-align:center;text-decoration:none}
button.secondary{background:#fff;color:#e64340;border:1px solid #e64340}
.note{color:#888;font-size:13px}
.sandbox{background:#fffbe6;color:#ad6800;font-size:12px;padding:6px 16px;text-align:center}
</style></head><body><div class="sandbox">沙箱环境：模拟外部系统，仅用于演示与测试</div><main>${body}</main></body></html>`;
}

/** Only a path of this app may be a redirect target, never another site. */
export function isLocalPath(value: string): boolean {
  return /^\/(?![/\\])/.test(value);
}
