import { EARLY_REPLIES_GLOBAL, FIRST_SCREEN_OPERATIONS, HALL_LANDING_PATHS } from '@hall/contract/hall/first-paint';
import { hallEndpoints } from '@hall/contract/hall/endpoints';
import { memberEndpoints } from '@hall/contract/member/endpoints';
import { LocalKey } from '../../shared/lib/storage.ts';

const FIRST_SCREEN_ENDPOINTS = { ...memberEndpoints, ...hallEndpoints };

/**
 * The page's bootstrap script that starts the first screen's reads while the app's code is still
 * on its way: on the hall's landing paths, with a token, each read is sent as the app's client
 * would send it, and its reply is kept with the exact body it went with (early-replies.ts takes it).
 */
export function earlyRepliesScript(): string {
  const paths = FIRST_SCREEN_OPERATIONS.map((name) => FIRST_SCREEN_ENDPOINTS[name].path);
  const landingPaths = HALL_LANDING_PATHS.map((path) => path.toLowerCase()).flatMap((path) => (path === '/' ? [path] : [path, `${path}/`]));
  return [
    '(function () {',
    '  try {',
    `    var token = localStorage.getItem(${JSON.stringify(LocalKey.TOKEN)});`,
    `    if (!token || ${JSON.stringify(landingPaths)}.indexOf(location.pathname.toLowerCase()) < 0) return;`,
    '    var body = JSON.stringify({ token: token });',
    '    var replies = {};',
    '    var sentAt = Date.now();',
    `    ${JSON.stringify(paths)}.forEach(function (path) {`,
    "      var reply = fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body, credentials: 'same-origin' });",
    '      reply.catch(function () {});',
    '      replies[path] = { body: body, sentAt: sentAt, reply: reply };',
    '    });',
    `    window.${EARLY_REPLIES_GLOBAL} = replies;`,
    '  } catch (e) {}',
    '})();',
  ].join('\n');
}
