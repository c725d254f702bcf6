import { randomBytes } from 'node:crypto';
import { CODE_SMS_TEMPLATES, SMS_KINDS, SMS_TEMPLATES, type SmsKind } from '@hall/contract/sms/templates';
import { FakeTencentCloudError, startFakeTencentCloud, type FakeTencentCloud, type FakeTencentService } from './fake-tencent-cloud-server.ts';

// The SMS part of the fake Tencent Cloud (SendSms, version 2021-01-11), checking what Tencent
// checks: the application (SmsSdkAppId), the approved signature, the approved template and its
// number of variables, E.164 numbers. Like Tencent it refuses a number inside a 200 answer
// (SendStatusSet[].Code other than "Ok"). Delivered messages land in an inbox, rendered as the
// phone shows them: 【signature】text.

/** A template as registered at Tencent: its text with {1}, {2}, … and whether it is a code template. */
export interface FakeSmsTemplate {
  text: string;
  /** 验证码 templates: Tencent takes only 0 to 6 digits in each variable. */
  isCode: boolean;
}

export interface FakeSmsOptions {
  sdkAppId?: string;
  signName?: string;
  /** Registered templates by id; by default the operator's templates (operatorSmsTemplates). */
  templates?: Record<string, FakeSmsTemplate>;
}

export interface FakeSmsMessage {
  /** The number as Tencent was given it, +86…. */
  phoneNumber: string;
  templateId: string;
  params: string[];
  /** What the phone shows: 【signature】the template with its variables filled in. */
  text: string;
  sessionContext: string;
  serialNo: string;
}

export interface FakeSmsControl {
  sdkAppId: string;
  signName: string;
  templates: Record<string, FakeSmsTemplate>;
  /** Every message delivered to a number (11 digits or +86…), oldest first. */
  messagesTo(phone: string): FakeSmsMessage[];
  /** The code of the newest message to a number that carries one (验证码…), or null. */
  lastCodeTo(phone: string): string | null;
  /** The next send to this number is refused in a 200 answer with this Code (as a daily limit is). */
  failNextSendTo(phone: string, code: string, message?: string): void;
}

/** The operator's registration of one kind: the template id, its text in Tencent's {1} form and the parameter order. */
export interface OperatorSmsTemplate {
  kind: SmsKind;
  id: string;
  params: string[];
  text: string;
}

/**
 * The templates an operator registers, one per kind: the kind's text with its {name} variables
 * numbered {1}, {2}, … in the order of its parameters (which SMS_TEMPLATES then lists).
 */
export function operatorSmsTemplates(): OperatorSmsTemplate[] {
  return SMS_KINDS.map((kind, index) => {
    const params = [...SMS_TEMPLATES[kind].params];
    const text = SMS_TEMPLATES[kind].text.replaceAll(/\{(\w+)\}/g, (_match, name: string) => `{${params.indexOf(name) + 1}}`);
    return { kind, id: String(2_100_001 + index), params, text };
  });
}

/** SMS_TEMPLATES for the operator's templates: kind → {id, params}. */
export function operatorSmsTemplatesJson(): string {
  return JSON.stringify(Object.fromEntries(operatorSmsTemplates().map(({ kind, id, params }) => [kind, { id, params }])));
}

const E164_MAINLAND_MOBILE = /^\+861\d{10}$/;
const CODE_VARIABLE = /^\d{0,6}$/;
const nationalNumber = (phone: string) => phone.replace(/^\+86/, '');

/** Tencent bills a message of up to 70 characters as one, a longer one in parts of 67. */
const feeOf = (text: string) => (text.length <= 70 ? 1 : Math.ceil(text.length / 67));

export function fakeSms(options: FakeSmsOptions = {}): { service: FakeTencentService; control: FakeSmsControl } {
  const sdkAppId = options.sdkAppId ?? '1400100200';
  const signName = options.signName ?? '星海移动';
  const templates =
    options.templates ??
    Object.fromEntries(operatorSmsTemplates().map(({ kind, id, text }) => [id, { text, isCode: Object.hasOwn(CODE_SMS_TEMPLATES, kind) }]));
  const inbox: FakeSmsMessage[] = [];
  const failures = new Map<string, Array<{ code: string; message: string }>>();

  /** The refusal of one number, or null when Tencent would deliver it. */
  const problemOf = (phoneNumber: string, templateId: string, params: string[], sign: unknown): { code: string; message: string } | null => {
    if (!E164_MAINLAND_MOBILE.test(phoneNumber)) {
      return { code: 'InvalidParameterValue.IncorrectPhoneNumber', message: 'incorrect phone number' };
    }
    if (sign !== signName) {
      return { code: 'FailedOperation.SignatureIncorrectOrUnapproved', message: 'signature is not approved or format is incorrect' };
    }
    const template = templates[templateId];
    const variables = new Set(template?.text.match(/\{\d+\}/g) ?? []);
    if (!template || variables.size !== params.length) {
      return {
        code: 'FailedOperation.TemplateIncorrectOrUnapproved',
        message: 'template is not approved or request content does not match the approved template content',
      };
    }
    if (template.isCode && !params.every((value) => CODE_VARIABLE.test(value))) {
      return { code: 'InvalidParameterValue.TemplateParameterFormatError', message: 'verification code template parameters must be 0 to 6 digits' };
    }
    return failures.get(phoneNumber)?.shift() ?? null;
  };

  const sendSms = (request: Record<string, unknown>) => {
    if (request.SmsSdkAppId !== sdkAppId) {
      throw new FakeTencentCloudError('UnauthorizedOperation.SmsSdkAppIdVerifyFail', 'SmsSdkAppId verify fail.');
    }
    const phoneNumbers = request.PhoneNumberSet;
    if (!Array.isArray(phoneNumbers) || phoneNumbers.length === 0 || phoneNumbers.length > 200 || !phoneNumbers.every((value) => typeof value === 'string')) {
      throw new FakeTencentCloudError('InvalidParameterValue.PhoneNumberSetInvalid', 'PhoneNumberSet must hold 1 to 200 numbers.');
    }
    if (typeof request.TemplateId !== 'string' || request.TemplateId === '') {
      throw new FakeTencentCloudError('MissingParameter', 'The TemplateId is missing.');
    }
    const params = request.TemplateParamSet ?? [];
    if (!Array.isArray(params) || !params.every((value) => typeof value === 'string')) {
      throw new FakeTencentCloudError('InvalidParameter', 'TemplateParamSet must be a list of strings.');
    }
    const templateId = request.TemplateId;
    const sessionContext = typeof request.SessionContext === 'string' ? request.SessionContext : '';
    const sendStatusSet = (phoneNumbers as string[]).map((phoneNumber) => {
      const problem = problemOf(phoneNumber, templateId, params as string[], request.SignName);
      if (problem) {
        return { SerialNo: '', PhoneNumber: phoneNumber, Fee: 0, SessionContext: sessionContext, Code: problem.code, Message: problem.message, IsoCode: 'CN' };
      }
      const body = (templates[templateId]?.text ?? '').replaceAll(/\{(\d+)\}/g, (_match, index: string) => (params as string[])[Number(index) - 1] ?? '');
      const text = `【${signName}】${body}`;
      const serialNo = `2433:${randomBytes(12).toString('hex')}`;
      inbox.push({ phoneNumber, templateId, params: [...(params as string[])], text, sessionContext, serialNo });
      return {
        SerialNo: serialNo,
        PhoneNumber: phoneNumber,
        Fee: feeOf(text),
        SessionContext: sessionContext,
        Code: 'Ok',
        Message: 'send success',
        IsoCode: 'CN',
      };
    });
    return { SendStatusSet: sendStatusSet };
  };

  const messagesTo = (phone: string) => inbox.filter((message) => nationalNumber(message.phoneNumber) === nationalNumber(phone));
  return {
    service: { version: '2021-01-11', actions: { SendSms: sendSms } },
    control: {
      sdkAppId,
      signName,
      templates,
      messagesTo,
      lastCodeTo: (phone) => {
        const codes = messagesTo(phone).flatMap((message) => /验证码(?:为)?([0-9A-Za-z]{4,8})/.exec(message.text)?.[1] ?? []);
        return codes.at(-1) ?? null;
      },
      failNextSendTo: (phone, code, message = 'the fake was told to refuse this number') => {
        const key = `+86${nationalNumber(phone)}`;
        failures.set(key, [...(failures.get(key) ?? []), { code, message }]);
      },
    },
  };
}

export type FakeTencentSms = FakeTencentCloud & { sms: FakeSmsControl };

/** A fake Tencent Cloud serving SMS on 127.0.0.1 (reach it as sms.fake.test:<port>). */
export async function startFakeTencentSms(options: FakeSmsOptions = {}): Promise<FakeTencentSms> {
  const { service, control } = fakeSms(options);
  const cloud = await startFakeTencentCloud({ sms: service });
  return Object.assign(cloud, { sms: control });
}

/** The server's environment for sending its SMS through this fake with the operator's templates. */
export function tencentSmsEnvironmentOf(fake: Pick<FakeTencentSms, 'port' | 'credentials' | 'sms'>): Record<string, string> {
  return {
    SMS_PROVIDER: 'tencent',
    TENCENTCLOUD_SECRET_ID: fake.credentials.secretId,
    TENCENTCLOUD_SECRET_KEY: fake.credentials.secretKey,
    TENCENT_SMS_SDK_APP_ID: fake.sms.sdkAppId,
    SMS_SIGN_NAME: fake.sms.signName,
    SMS_TEMPLATES: operatorSmsTemplatesJson(),
    TENCENT_SMS_ENDPOINT: `http://sms.fake.test:${fake.port}`,
    TENCENTCLOUD_CONNECT_ADDRESS: '127.0.0.1',
  };
}
