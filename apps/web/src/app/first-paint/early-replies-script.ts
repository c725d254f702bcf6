import { EARLY_NUMBER_ATTRIBUTE, EARLY_REPLIES_GLOBAL, FIRST_SCREEN_OPERATIONS_BY_PATH } from '@hall/contract/hall/first-paint';
import { hallEndpoints } from '@hall/contract/hall/endpoints';
import { memberEndpoints } from '@hall/contract/member/endpoints';
import { LocalKey } from '../../shared/lib/storage.ts';

const FIRST_SCREEN_ENDPOINTS = { ...memberEndpoints, ...hallEndpoints };

/**
 * The page's bootstrap script that starts the first screen's reads while the app's code is still
 * on its way: on the hall's paths, with a token, each read of that path is sent as the app's client
 * would send it, and its reply is kept with the exact body it went with (early-replies.ts takes it).
 * Paths match case-insensitively and with a trailing slash, as the router's do. When the member's
 * reply arrives it writes the active number into the frame's number slot (a copy of the response is
 * read, so the app still takes the reply itself): the number paints before the app's code runs.
 */
export function earlyRepliesScript(): string {
  const readsByPath: Record<string, string[]> = {};
  for (const [path, operations] of Object.entries(FIRST_SCREEN_OPERATIONS_BY_PATH)) {
    const reads = operations.map((name) => FIRST_SCREEN_ENDPOINTS[name].path);
    const lower = path.toLowerCase();
    readsByPath[lower] = reads;
    if (lower !== '/') {
      readsByPath[`${lower}/`] = reads;
    }
  }
  return [
    '(function () {',
    '  try {',
    `    var token = localStorage.getItem(${JSON.stringify(LocalKey.TOKEN)});`,
    `    var paths = ${JSON.stringify(readsByPath)}[location.pathname.toLowerCase()];`,
    '    if (!token || !paths) return;',
    '    var body = JSON.stringify({ token: token });',
    '    var replies = {};',
    '    var sentAt = Date.now();',
    '    var paintNumber = function (envelope) {',
    '      var info = envelope && envelope.code === 1 && envelope.data && envelope.data.mobilePhoneInfo;',
    `      var slot = document.querySelector(${JSON.stringify(`[${EARLY_NUMBER_ATTRIBUTE}]`)});`,
    "      if (info && typeof info.mobilePhone === 'string' && slot && !slot.textContent) slot.textContent = info.mobilePhone;",
    '    };',
    '    paths.forEach(function (path) {',
    "      var reply = fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body, credentials: 'same-origin' });",
    '      reply.catch(function () {});',
    '      replies[path] = { body: body, sentAt: sentAt, reply: reply };',
    `      if (path === ${JSON.stringify(memberEndpoints.PERSONAL_DATA.path)}) reply.then(function (response) { return response.clone().json(); }).then(paintNumber, function () {});`,
    '    });',
    `    window.${EARLY_REPLIES_GLOBAL} = replies;`,
    '  } catch (e) {}',
    '})();',
  ].join('\n');
}
