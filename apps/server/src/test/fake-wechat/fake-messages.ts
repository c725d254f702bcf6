import type { FastifyInstance } from 'fastify';
import type { FakeModule, FakeWechatCore } from './fake-wechat-server.ts';

// The fake official account's messages: template messages (cgi-bin/message/template/send) and
// one-time subscription messages (cgi-bin/message/subscribe/bizsend), in WeChat's wire format
// ({ errcode, errmsg }, values as { key: { value } }). Each call must carry an access token the
// fake issued (core.accessTokens); the template must exist with exactly the keys sent, each value
// within its type's limit. Tests declare templates, followers and accepted subscriptions through
// the control, and read what was sent.

export interface FakeSentMessage {
  kind: 'template' | 'subscribe';
  touser: string;
  templateId: string;
  /** The template's `url`, or the subscription's `page`. */
  url: string;
  data: Record<string, string>;
}

/** WeChat's limits of a value by its key's type (the key's letters before its number). */
const VALUE_RULES: Record<string, (value: string) => boolean> = {
  thing: (value) => value.length <= 20,
  character_string: (value) => /^[0-9A-Za-z_-]{1,32}$/.test(value),
  phrase: (value) => value.length <= 5 && !/[0-9A-Za-z]/.test(value),
  number: (value) => /^\d{1,32}$/.test(value),
  amount: (value) => /^[¥$]?\d+(\.\d{1,2})?元?$/.test(value),
  time: (value) => value.length <= 30,
  date: (value) => value.length <= 30,
  name: (value) => value.length <= 10,
};

const typeOfKey = (key: string) => key.replace(/\d+$/, '');

/** The first problem of a `data` object against the template's keys, as WeChat's errmsg says it; null when fine. */
function dataProblem(keys: readonly string[], data: unknown): string | null {
  if (typeof data !== 'object' || data === null) {
    return 'argument invalid! data is empty';
  }
  const entries = data as Record<string, { value?: unknown } | undefined>;
  for (const key of keys) {
    const value = entries[key]?.value;
    if (typeof value !== 'string' || value === '') {
      return `argument invalid! data.${key}.value is empty`;
    }
    const rule = VALUE_RULES[typeOfKey(key)];
    if (rule && !rule(value)) {
      return `argument invalid! data.${key}.value invalid`;
    }
  }
  const extra = Object.keys(entries).find((key) => !keys.includes(key));
  return extra ? `argument invalid! data.${extra} is not in the template` : null;
}

interface MessageBody {
  touser?: unknown;
  template_id?: unknown;
  url?: unknown;
  page?: unknown;
  data?: unknown;
}

export const fakeMessages = ((app: FastifyInstance, core: FakeWechatCore) => {
  const templates = new Map<string, readonly string[]>();
  const subscribeTemplates = new Map<string, readonly string[]>();
  const notFollowing = new Set<string>();
  /** Subscriptions the user accepted in WeChat and not yet used, by openid and template. */
  const accepted = new Map<string, number>();
  const sent: FakeSentMessage[] = [];

  const parse = (body: unknown): MessageBody | null => {
    try {
      const parsed: unknown = JSON.parse(typeof body === 'string' ? body : '');
      return typeof parsed === 'object' && parsed !== null ? (parsed as MessageBody) : null;
    } catch {
      return null;
    }
  };

  const tokenProblem = (token: unknown) => {
    if (typeof token !== 'string' || token === '') {
      return { errcode: 41001, errmsg: 'access_token missing' };
    }
    return core.accessTokens.has(token) ? null : { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' };
  };

  /** The checks both sends make first: a token the fake issued, a well-formed body, a known template. */
  const readSend = (token: unknown, rawBody: unknown, known: Map<string, readonly string[]>) => {
    const refusal = tokenProblem(token);
    if (refusal) {
      return { refusal };
    }
    const body = parse(rawBody);
    if (!body || typeof body.touser !== 'string' || typeof body.template_id !== 'string') {
      return { refusal: { errcode: 47001, errmsg: 'data format error' } };
    }
    const keys = known.get(body.template_id);
    if (!keys) {
      return { refusal: { errcode: 40037, errmsg: 'invalid template_id' } };
    }
    return { send: { touser: body.touser, templateId: body.template_id, body, keys } as const };
  };

  app.post<{ Querystring: { access_token?: string } }>('/cgi-bin/message/template/send', async (request, reply) => {
    const { refusal, send } = readSend(request.query.access_token, request.body, templates);
    if (!send) {
      return reply.send(refusal);
    }
    const { body, keys, touser, templateId } = send;
    if (notFollowing.has(touser)) {
      return reply.send({ errcode: 43004, errmsg: 'require subscribe' });
    }
    const problem = dataProblem(keys, body.data);
    if (problem) {
      return reply.send({ errcode: 47003, errmsg: problem });
    }
    const data = body.data as Record<string, { value: string }>;
    sent.push({
      kind: 'template',
      touser,
      templateId,
      url: typeof body.url === 'string' ? body.url : '',
      data: Object.fromEntries(keys.map((key) => [key, data[key]?.value ?? ''])),
    });
    return reply.send({ errcode: 0, errmsg: 'ok', msgid: 200_000 + sent.length });
  });

  app.post<{ Querystring: { access_token?: string } }>('/cgi-bin/message/subscribe/bizsend', async (request, reply) => {
    const { refusal, send } = readSend(request.query.access_token, request.body, subscribeTemplates);
    if (!send) {
      return reply.send(refusal);
    }
    const { body, keys, touser, templateId } = send;
    const grantKey = `${touser} ${templateId}`;
    const left = accepted.get(grantKey) ?? 0;
    if (left <= 0) {
      return reply.send({ errcode: 43101, errmsg: 'user refuse to accept the msg' });
    }
    const problem = dataProblem(keys, body.data);
    if (problem) {
      return reply.send({ errcode: 47003, errmsg: problem });
    }
    accepted.set(grantKey, left - 1);
    const data = body.data as Record<string, { value: string }>;
    sent.push({
      kind: 'subscribe',
      touser,
      templateId,
      url: typeof body.page === 'string' ? body.page : '',
      data: Object.fromEntries(keys.map((key) => [key, data[key]?.value ?? ''])),
    });
    return reply.send({ errcode: 0, errmsg: 'ok' });
  });

  return {
    /** The operator created a template message with these keys (模板消息). */
    addTemplate(templateId: string, keys: readonly string[]) {
      templates.set(templateId, keys);
    },
    /** The operator chose a subscription template with these keys (订阅通知). */
    addSubscribeTemplate(templateId: string, keys: readonly string[]) {
      subscribeTemplates.set(templateId, keys);
    },
    /** The user does not follow the official account (or unfollowed it): template messages answer 43004. */
    markNotFollowing(openid: string) {
      notFollowing.add(openid);
    },
    /** The user tapped 允许 in wx-open-subscribe: one subscription message of the template. */
    acceptSubscription(openid: string, templateId: string) {
      const key = `${openid} ${templateId}`;
      accepted.set(key, (accepted.get(key) ?? 0) + 1);
    },
    /** What the official account sent, in order. */
    sent(): FakeSentMessage[] {
      return [...sent];
    },
  };
}) satisfies FakeModule<unknown>;
