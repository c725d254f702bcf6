// Filling an SMS template's {name} variables (zod-free).

/** Text parameters are cut to this length, as SMS template variables are limited. */
export const SMS_PARAM_MAX_LENGTH = 60;

/** A parameter as a template variable takes it: cut to the limit, with an ellipsis when cut. */
export function fitSmsParam(value: string): string {
  return value.length > SMS_PARAM_MAX_LENGTH ? `${value.slice(0, SMS_PARAM_MAX_LENGTH - 1)}…` : value;
}

/** A template's text with its {name} variables filled in. */
export function fillTemplate(text: string, params: Record<string, string>): string {
  return text.replaceAll(/\{(\w+)\}/g, (_match, name: string) => fitSmsParam(params[name] ?? ''));
}
