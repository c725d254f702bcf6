export function isWeChatBrowser(userAgent: string = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export function isPhone(userAgent: string = navigator.userAgent): boolean {
  return /Android|iPhone|iPod|Mobile|HarmonyOS/i.test(userAgent);
}

export function isAndroidOrIphone(userAgent: string = navigator.userAgent): boolean {
  return /Android|iPhone/i.test(userAgent);
}
