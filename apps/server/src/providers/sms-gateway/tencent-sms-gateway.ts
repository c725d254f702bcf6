import { fitSmsParam } from '@hall/contract/sms/template-text';
import type { sms } from 'tencentcloud-sdk-nodejs-sms';
import type { Config } from '../../config.ts';
import { maskPhone, UUID_PATTERN } from '../../platform/masking.ts';
import { tencentClientOptions } from '../tencent-cloud/tencent-client-options.ts';
import type { SmsGateway, SmsMessage } from './sms-gateway.ts';
import type { SmsTemplateTable } from './sms-template-config.ts';

/** The SDK client's SendSms, the one call the gateway makes. */
type SendSmsClient = Pick<InstanceType<typeof sms.v20210111.Client>, 'SendSms'>;

/** Tencent Cloud SMS's answer for one number when it was accepted. */
const ACCEPTED = 'Ok';

// Tencent's messages can quote what was sent; long digit runs (a number, a code) never reach the log.
const UUID_OR_DIGITS = new RegExp(`${UUID_PATTERN.source}|\\d{4,}`, 'g');
/** Tencent's detail without runs of digits (a number, a code), its RequestId whole. */
const scrubbed = (text: string) => text.replaceAll(UUID_OR_DIGITS, (match) => (match.includes('-') ? match : '*'.repeat(match.length)));

/** The request context Tencent hands back with the receipt: the notification, or the code's kind. */
export function sessionContextOf(message: SmsMessage): string {
  return message.notificationId === undefined ? `code:${message.kind}` : `notification:${message.notificationId}`;
}

/**
 * The SMS gateway on Tencent Cloud SMS (SendSms 2021-01-11, TC3-HMAC-SHA256 signing, the SDK's
 * default). A kind goes as its registered template id with the parameters in the template's
 * order, under the approved signature, to +86 and the number. Tencent answers HTTP 200 even when
 * it refuses the number (SendStatusSet[].Code other than Ok): that throws too, naming the code,
 * so the one-time code is withdrawn and the notification retried.
 */
export function createTencentSmsGateway(settings: { signName: string; sdkAppId: string; templates: SmsTemplateTable }, client: SendSmsClient): SmsGateway {
  return {
    send: async (message) => {
      const template = settings.templates[message.kind];
      const refusal = (code: string, detail: string) =>
        new Error(`Tencent Cloud SMS refused the ${message.kind} message to ${maskPhone(message.phone)}: ${code} (${scrubbed(detail)})`);
      let answer: Awaited<ReturnType<SendSmsClient['SendSms']>>;
      try {
        answer = await client.SendSms({
          PhoneNumberSet: [`+86${message.phone}`],
          SmsSdkAppId: settings.sdkAppId,
          TemplateId: template.id,
          SignName: settings.signName,
          TemplateParamSet: template.params.map((name) => fitSmsParam(message.params[name] ?? '')),
          SessionContext: sessionContextOf(message),
        });
      } catch (error) {
        // The SDK's TencentCloudSDKHttpException: Response.Error (code set), an HTTP status, or no answer.
        const { code, message: detail, requestId } = error as { code?: string; message?: string; requestId?: string };
        throw refusal(code || 'NoAnswer', `${detail ?? String(error)}${requestId ? `, RequestId ${requestId}` : ''}`);
      }
      const status = answer.SendStatusSet?.[0];
      if (status?.Code !== ACCEPTED) {
        throw refusal(status?.Code ?? 'NoSendStatus', `${status?.Message ?? 'no send status in the answer'}, RequestId ${answer.RequestId ?? '-'}`);
      }
    },
  };
}

/**
 * The gateway for SMS_PROVIDER=tencent, through the SDK's client for the configured endpoint. The
 * SDK loads with the first message, not with the server.
 */
export function createTencentSmsGatewayOf(config: Config, templates: SmsTemplateTable): SmsGateway {
  let client: Promise<SendSmsClient> | null = null;
  const openClient = () =>
    (client ??= import('tencentcloud-sdk-nodejs-sms').then(
      ({ sms: sdk }) => new sdk.v20210111.Client(tencentClientOptions(config, config.TENCENT_SMS_ENDPOINT)),
    ));
  const lazyClient: SendSmsClient = { SendSms: async (request) => (await openClient()).SendSms(request) };
  return createTencentSmsGateway({ signName: config.SMS_SIGN_NAME, sdkAppId: config.TENCENT_SMS_SDK_APP_ID ?? '', templates }, lazyClient);
}
